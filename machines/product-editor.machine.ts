import { assign, fromPromise, setup } from 'xstate';
import type { ProductDraft } from '../src/domain/contracts/admin-catalog';
import type { CurrencyCode } from '../src/domain/money';
import {
  BANNERS_MAX,
  COMBOS_MAX,
  emptyChoice,
  emptyProductForm,
  formFieldOf,
  readProductForm,
  SKUS_MAX,
  type BannerForm,
  type ChoiceField,
  type ProductForm,
  type ProductFormField,
} from '../src/domain/product-form';

/**
 * The back office's product editor: an owner fills in a product for one site and saves it. The
 * domain's reading of the form (src/domain/product-form.ts, the server's zod schema last) decides
 * whether it may be sent; a refusal shows the server's field issues by their fields, a network
 * failure says so, and in both nothing typed is lost.
 *
 *   editing ──product.save──▶ validating ──valid──▶ saving ──ok──▶ saved
 *      ▲                          └─invalid: every problem shows    └──refused / network──▶ failed
 *      └───────────────────────────── any edit ◀──────────────────────────────────────────────┘
 */
export interface ProductEditorInput {
  siteId: string;
  currency: CurrencyCode;
  /** A form to start from (a draft kept by the page, a copy of another product); default empty. */
  form?: ProductForm;
}

/** The server's answer: saved (its id and page), or refused with its message and field issues. */
export type SaveProductAnswer = { ok: true; id: string; url: string } | { ok: false; message: string; issues: readonly { field: string; problem: string }[] };

export interface ProductEditorContext extends ProductEditorInput {
  form: ProductForm;
  /** After a save attempt every problem shows, not only those of fields left. */
  revealAll: boolean;
  /** The server's issues by form field (`skus.0.price`), each cleared when its field changes. */
  serverIssues: Record<string, string>;
  failure: { kind: 'refused'; message: string } | { kind: 'network' } | null;
  saved: { id: string; url: string } | null;
}

export type ProductEditorEvent =
  | { type: 'field.change'; field: ProductFormField; value: string }
  | { type: 'saleType.change'; value: 1 | 2 }
  | { type: 'sku.add' }
  | { type: 'sku.change'; index: number; field: ChoiceField; value: string }
  | { type: 'sku.image'; index: number; src: string | null }
  | { type: 'sku.remove'; index: number }
  | { type: 'combo.add' }
  | { type: 'combo.change'; index: number; field: ChoiceField; value: string }
  | { type: 'combo.part'; index: number; sku: number; qty: number }
  | { type: 'combo.remove'; index: number }
  | { type: 'banner.add'; banner: BannerForm }
  | { type: 'banner.change'; index: number; alt: string }
  | { type: 'banner.remove'; index: number }
  | { type: 'product.save' };

/** The problems the form has now (the domain's reading), with the server's on top. */
export const selectProductIssues = (context: ProductEditorContext): Record<string, string> => {
  const reading = readProductForm(context.form, context.siteId, context.currency);
  return { ...(reading.ok ? {} : reading.issues), ...context.serverIssues };
};

/** The problems to show: all of them after a save attempt, before it only the server's. */
export const selectVisibleProductIssues = (context: ProductEditorContext): Record<string, string> => (context.revealAll ? selectProductIssues(context) : context.serverIssues);

/** The draft as it would be sent, or null while the form has problems. */
export const selectProductDraft = (context: ProductEditorContext): ProductDraft | null => {
  const reading = readProductForm(context.form, context.siteId, context.currency);
  return reading.ok ? reading.draft : null;
};

/** Drops the server's issues about `prefix` (a field, or a list such as `skus`) and what is under it. */
function without(issues: Record<string, string>, ...prefixes: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(issues).filter(([field]) => !prefixes.some((prefix) => field === prefix || field.startsWith(`${prefix}.`))));
}

const replaceAt = <T>(list: readonly T[], index: number, change: (item: T) => T): T[] => list.map((item, at) => (at === index ? change(item) : item));

/** A sku removed: combos lose their parts of it, and parts of later skus move down one. */
function withoutSku(form: ProductForm, index: number): ProductForm {
  return {
    ...form,
    skus: form.skus.filter((_, at) => at !== index),
    combos: form.combos.map((combo) => ({
      ...combo,
      parts: Object.fromEntries(
        Object.entries(combo.parts)
          .filter(([sku]) => Number(sku) !== index)
          .map(([sku, qty]) => [Number(sku) > index ? Number(sku) - 1 : Number(sku), qty]),
      ),
    })),
  };
}

type Edit = (form: ProductForm, event: ProductEditorEvent) => { form: ProductForm; answered: string[] };

const EDITS: Partial<Record<ProductEditorEvent['type'], Edit>> = {
  'field.change': (form, event) => (event.type === 'field.change' ? { form: { ...form, [event.field]: event.value }, answered: [event.field] } : { form, answered: [] }),
  'saleType.change': (form, event) => (event.type === 'saleType.change' ? { form: { ...form, saleType: event.value }, answered: ['saleType', 'combos'] } : { form, answered: [] }),
  'sku.add': (form) => ({ form: { ...form, skus: [...form.skus, emptyChoice()] }, answered: ['skus'] }),
  'sku.change': (form, event) =>
    event.type === 'sku.change' ? { form: { ...form, skus: replaceAt(form.skus, event.index, (sku) => ({ ...sku, [event.field]: event.value })) }, answered: [`skus.${event.index}.${event.field}`] } : { form, answered: [] },
  'sku.image': (form, event) => (event.type === 'sku.image' ? { form: { ...form, skus: replaceAt(form.skus, event.index, (sku) => ({ ...sku, image: event.src })) }, answered: [`skus.${event.index}.image`] } : { form, answered: [] }),
  'sku.remove': (form, event) => (event.type === 'sku.remove' ? { form: withoutSku(form, event.index), answered: ['skus', 'combos'] } : { form, answered: [] }),
  'combo.add': (form) => ({ form: { ...form, combos: [...form.combos, { ...emptyChoice(), parts: {} }] }, answered: ['combos'] }),
  'combo.change': (form, event) =>
    event.type === 'combo.change' ? { form: { ...form, combos: replaceAt(form.combos, event.index, (combo) => ({ ...combo, [event.field]: event.value })) }, answered: [`combos.${event.index}.${event.field}`] } : { form, answered: [] },
  'combo.part': (form, event) =>
    event.type === 'combo.part'
      ? { form: { ...form, combos: replaceAt(form.combos, event.index, (combo) => ({ ...combo, parts: { ...combo.parts, [event.sku]: Math.max(0, Math.min(99, Math.trunc(event.qty) || 0)) } })) }, answered: [`combos.${event.index}.components`] }
      : { form, answered: [] },
  'combo.remove': (form, event) => (event.type === 'combo.remove' ? { form: { ...form, combos: form.combos.filter((_, at) => at !== event.index) }, answered: ['combos'] } : { form, answered: [] }),
  'banner.add': (form, event) => (event.type === 'banner.add' ? { form: { ...form, banners: [...form.banners, event.banner] }, answered: ['banners'] } : { form, answered: [] }),
  'banner.change': (form, event) => (event.type === 'banner.change' ? { form: { ...form, banners: replaceAt(form.banners, event.index, (banner) => ({ ...banner, alt: event.alt })) }, answered: [`banners.${event.index}`] } : { form, answered: [] }),
  'banner.remove': (form, event) => (event.type === 'banner.remove' ? { form: { ...form, banners: form.banners.filter((_, at) => at !== event.index) }, answered: ['banners'] } : { form, answered: [] }),
};

/** The edits, each behind its guard: the same in editing and, going back to editing, in failed. */
const editTransitions = <T extends 'editing' | undefined>(target: T) =>
  ({
    'field.change': { target, actions: 'edit' },
    'saleType.change': { target, actions: 'edit' },
    'sku.add': { guard: 'canAddSku', target, actions: 'edit' },
    'sku.change': { guard: 'isSku', target, actions: 'edit' },
    'sku.image': { guard: 'isSku', target, actions: 'edit' },
    'sku.remove': { guard: 'canRemoveSku', target, actions: 'edit' },
    'combo.add': { guard: 'canAddCombo', target, actions: 'edit' },
    'combo.change': { guard: 'isCombo', target, actions: 'edit' },
    'combo.part': { guard: 'isCombo', target, actions: 'edit' },
    'combo.remove': { guard: 'isCombo', target, actions: 'edit' },
    'banner.add': { guard: 'canAddBanner', target, actions: 'edit' },
    'banner.change': { guard: 'isBanner', target, actions: 'edit' },
    'banner.remove': { guard: 'isBanner', target, actions: 'edit' },
  }) as const;

const inRange = (index: number, length: number) => Number.isInteger(index) && index >= 0 && index < length;

export const productEditorMachine = setup({
  types: { context: {} as ProductEditorContext, events: {} as ProductEditorEvent, input: {} as ProductEditorInput },
  actors: {
    saveProduct: fromPromise<SaveProductAnswer, ProductDraft>(async () => {
      throw new Error('saveProduct is provided by the back office app');
    }),
  },
  actions: {
    edit: assign(({ context, event }) => {
      const apply = EDITS[event.type];
      if (!apply) return {};
      const { form, answered } = apply(context.form, event);
      return { form, serverIssues: without(context.serverIssues, ...answered) };
    }),
    revealErrors: assign({ revealAll: true }),
    clearFailure: assign({ failure: null, serverIssues: {} }),
    setSaved: assign({
      saved: ({ event }) => {
        const answer = (event as unknown as { output: SaveProductAnswer }).output;
        return answer.ok ? { id: answer.id, url: answer.url } : null;
      },
      failure: null,
    }),
    setRefusal: assign(({ event }) => {
      const answer = (event as unknown as { output: SaveProductAnswer }).output;
      if (answer.ok) return {};
      return { failure: { kind: 'refused' as const, message: answer.message }, serverIssues: Object.fromEntries(answer.issues.map((issue) => [formFieldOf(issue.field), issue.problem])), revealAll: true };
    }),
    setNetworkFailure: assign({ failure: { kind: 'network' as const } }),
  },
  guards: {
    isDraftValid: ({ context }) => readProductForm(context.form, context.siteId, context.currency).ok,
    isSaved: ({ event }) => (event as unknown as { output: SaveProductAnswer }).output.ok,
    canAddSku: ({ context }) => context.form.skus.length < SKUS_MAX,
    canRemoveSku: ({ context, event }) => event.type === 'sku.remove' && context.form.skus.length > 1 && inRange(event.index, context.form.skus.length),
    canAddCombo: ({ context }) => context.form.saleType === 2 && context.form.combos.length < COMBOS_MAX,
    isCombo: ({ context, event }) => 'index' in event && inRange(event.index, context.form.combos.length),
    isSku: ({ context, event }) => 'index' in event && inRange(event.index, context.form.skus.length),
    isBanner: ({ context, event }) => 'index' in event && inRange(event.index, context.form.banners.length),
    canAddBanner: ({ context }) => context.form.banners.length < BANNERS_MAX,
  },
}).createMachine({
  id: 'productEditor',
  context: ({ input }) => ({ siteId: input.siteId, currency: input.currency, form: input.form ?? emptyProductForm(), revealAll: false, serverIssues: {}, failure: null, saved: null }),
  initial: 'editing',
  states: {
    editing: { on: { ...editTransitions(undefined), 'product.save': 'validating' } },
    validating: {
      always: [
        { guard: 'isDraftValid', target: 'saving', actions: 'clearFailure' },
        { target: 'editing', actions: 'revealErrors' },
      ],
    },
    saving: {
      invoke: {
        id: 'saveProduct',
        src: 'saveProduct',
        input: ({ context }) => selectProductDraft(context)!,
        onDone: [
          { guard: 'isSaved', target: 'saved', actions: 'setSaved' },
          { target: 'failed', actions: 'setRefusal' },
        ],
        onError: { target: 'failed', actions: 'setNetworkFailure' },
      },
    },
    // An edit after a failure goes back to editing, with everything typed still there.
    failed: { on: { ...editTransitions('editing'), 'product.save': 'validating' } },
    saved: { type: 'final' },
  },
});

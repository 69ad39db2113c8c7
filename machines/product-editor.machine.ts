import { assign, fromPromise, setup } from 'xstate';
import { RECOMMENDED_MAX, type EditableProduct, type ProductDraft } from '../src/domain/contracts/admin-catalog';
import type { CurrencyCode } from '../src/domain/money';
import {
  BANNERS_MAX,
  COMBOS_MAX,
  DISCOUNTS_MAX,
  emptyChoice,
  emptyProductForm,
  formFieldOf,
  formFromDraft,
  readProductForm,
  SKUS_MAX,
  type BannerForm,
  type ChoiceField,
  type DiscountField,
  type ProductForm,
  type ProductFormField,
} from '../src/domain/product-form';

/**
 * The back office's product editor: an owner fills in a product for one site and saves it, or
 * (with `productId`) loads a listed product, edits it, and archives or restores it. The domain's
 * reading of the form (src/domain/product-form.ts, the server's zod schema last) decides whether
 * it may be sent; a refusal shows the server's field issues by their fields, a network failure
 * says so, and in both nothing typed is lost.
 *
 *   starting ─new─▶ editing ──product.save──▶ validating ──valid──▶ saving ──ok──▶ saved
 *      │              ▲  │                        └─invalid: every problem shows    └──refused / network──▶ failed
 *      │              │  └─product.archive / product.restore──▶ archiving / restoring ──ok──▶ editing (refused / network ▶ failed)
 *      └─productId─▶ loading ──loaded──▶ editing;  ──network──▶ loadFailed ──product.retry──▶ loading
 *   failed: any edit goes back to editing; save, archive and restore may be tried again.
 */
export interface ProductEditorInput {
  siteId: string;
  currency: CurrencyCode;
  /** A form to start from (a draft kept by the page, a copy of another product); default empty. */
  form?: ProductForm;
  /** A listed product to edit: it is loaded first (its skus and combos keep their ids). */
  productId?: string;
}

/** The server's answer to an archive or a restore: the status now, or refused with its message. */
export type ProductStatusAnswer = { ok: true; status: 'active' | 'inactive' } | { ok: false; message: string };

/** What `saveProduct` sends: the draft, and the product it edits (null: a new one). */
export interface SaveProductRequest {
  draft: ProductDraft;
  productId: string | null;
}

/** The server's answer: saved (its id and page), or refused with its message and field issues. */
export type SaveProductAnswer = { ok: true; id: string; url: string } | { ok: false; message: string; issues: readonly { field: string; problem: string }[] };

export interface ProductEditorContext extends Omit<ProductEditorInput, 'productId'> {
  form: ProductForm;
  /** The product edited (null: a new one). */
  productId: string | null;
  /** Its status as last loaded or changed (null: a new one). */
  status: 'active' | 'inactive' | null;
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
  | { type: 'discount.add' }
  | { type: 'discount.change'; index: number; field: DiscountField; value: string }
  | { type: 'discount.remove'; index: number }
  | { type: 'recommended.toggle'; id: string }
  | { type: 'siteDefault.change'; value: boolean }
  | { type: 'product.save' }
  | { type: 'product.retry' }
  | { type: 'product.archive' }
  | { type: 'product.restore' };

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

type EditEvent = Exclude<ProductEditorEvent, { type: `product.${string}` }>;
/** An edit: the form after its event, and the fields (or lists) whose server issues it answers. */
type Edits = { [Type in EditEvent['type']]: (form: ProductForm, event: Extract<EditEvent, { type: Type }>) => { form: ProductForm; answered: string[] } };

const EDITS: Edits = {
  'field.change': (form, event) => ({ form: { ...form, [event.field]: event.value }, answered: [event.field] }),
  'saleType.change': (form, event) => ({ form: { ...form, saleType: event.value }, answered: ['saleType', 'combos'] }),
  'sku.add': (form) => ({ form: { ...form, skus: [...form.skus, emptyChoice()] }, answered: ['skus'] }),
  'sku.change': (form, event) => ({ form: { ...form, skus: replaceAt(form.skus, event.index, (sku) => ({ ...sku, [event.field]: event.value })) }, answered: [`skus.${event.index}.${event.field}`] }),
  'sku.image': (form, event) => ({ form: { ...form, skus: replaceAt(form.skus, event.index, (sku) => ({ ...sku, image: event.src })) }, answered: [`skus.${event.index}.image`] }),
  'sku.remove': (form, event) => ({ form: withoutSku(form, event.index), answered: ['skus', 'combos'] }),
  'combo.add': (form) => ({ form: { ...form, combos: [...form.combos, { ...emptyChoice(), parts: {} }] }, answered: ['combos'] }),
  'combo.change': (form, event) => ({ form: { ...form, combos: replaceAt(form.combos, event.index, (combo) => ({ ...combo, [event.field]: event.value })) }, answered: [`combos.${event.index}.${event.field}`] }),
  'combo.part': (form, event) => ({
    form: { ...form, combos: replaceAt(form.combos, event.index, (combo) => ({ ...combo, parts: { ...combo.parts, [event.sku]: Math.max(0, Math.min(99, Math.trunc(event.qty) || 0)) } })) },
    answered: [`combos.${event.index}.components`],
  }),
  'combo.remove': (form, event) => ({ form: { ...form, combos: form.combos.filter((_, at) => at !== event.index) }, answered: ['combos'] }),
  'banner.add': (form, event) => ({ form: { ...form, banners: [...form.banners, event.banner] }, answered: ['banners'] }),
  'banner.change': (form, event) => ({ form: { ...form, banners: replaceAt(form.banners, event.index, (banner) => ({ ...banner, alt: event.alt })) }, answered: [`banners.${event.index}`] }),
  'banner.remove': (form, event) => ({ form: { ...form, banners: form.banners.filter((_, at) => at !== event.index) }, answered: ['banners'] }),
  'discount.add': (form) => ({ form: { ...form, discounts: [...form.discounts, { minQuantity: '', percentOff: '' }] }, answered: ['quantityDiscounts'] }),
  // A tier's change answers every problem of the list: a duplicate minimum is told on the other tier too.
  'discount.change': (form, event) => ({ form: { ...form, discounts: replaceAt(form.discounts, event.index, (tier) => ({ ...tier, [event.field]: event.value })) }, answered: ['quantityDiscounts'] }),
  'discount.remove': (form, event) => ({ form: { ...form, discounts: form.discounts.filter((_, at) => at !== event.index) }, answered: ['quantityDiscounts'] }),
  'recommended.toggle': (form, event) => ({
    form: { ...form, recommendedIds: form.recommendedIds.includes(event.id) ? form.recommendedIds.filter((id) => id !== event.id) : [...form.recommendedIds, event.id] },
    answered: ['recommendedIds'],
  }),
  'siteDefault.change': (form, event) => ({ form: { ...form, siteDefault: event.value }, answered: ['siteDefault'] }),
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
    'discount.add': { guard: 'canAddDiscount', target, actions: 'edit' },
    'discount.change': { guard: 'isDiscount', target, actions: 'edit' },
    'discount.remove': { guard: 'isDiscount', target, actions: 'edit' },
    'recommended.toggle': { guard: 'canToggleRecommended', target, actions: 'edit' },
    'siteDefault.change': { target, actions: 'edit' },
  }) as const;

/** Archive and restore, each for a listed product in the other status. */
const statusTransitions = {
  'product.archive': { guard: 'isActiveProduct', target: 'archiving' },
  'product.restore': { guard: 'isArchivedProduct', target: 'restoring' },
} as const;

/** Archiving or restoring: the server's answer moves the status, or the editor says why not. */
const changeStatus = (status: 'active' | 'inactive') =>
  ({
    entry: 'clearFailure',
    invoke: {
      id: 'setProductStatus',
      src: 'setProductStatus',
      input: ({ context }: { context: ProductEditorContext }) => ({ productId: context.productId!, status }),
      onDone: [
        { guard: 'isStatusChanged', target: 'editing', actions: 'setStatus' },
        { target: 'failed', actions: 'setStatusRefusal' },
      ],
      onError: { target: 'failed', actions: 'setNetworkFailure' },
    },
  }) as const;

const inRange = (index: number, length: number) => Number.isInteger(index) && index >= 0 && index < length;

export const productEditorMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as ProductEditorContext, events: {} as ProductEditorEvent, input: {} as ProductEditorInput },
  actors: {
    saveProduct: fromPromise<SaveProductAnswer, SaveProductRequest>(async () => {
      // Stryker disable next-line StringLiteral: the editor keeps no error text (a failure is 'network'), so no one reads it
      throw new Error('saveProduct is provided by the back office app');
    }),
    loadProduct: fromPromise<EditableProduct, string>(async () => {
      // Stryker disable next-line StringLiteral: the editor keeps no error text (a failure is 'network'), so no one reads it
      throw new Error('loadProduct is provided by the back office app');
    }),
    setProductStatus: fromPromise<ProductStatusAnswer, { productId: string; status: 'active' | 'inactive' }>(async () => {
      // Stryker disable next-line StringLiteral: the editor keeps no error text (a failure is 'network'), so no one reads it
      throw new Error('setProductStatus is provided by the back office app');
    }),
  },
  actions: {
    // Runs on the edit events only (editTransitions), each of which has its entry in EDITS.
    edit: assign(({ context, event }) => {
      const apply = EDITS[event.type as EditEvent['type']] as (form: ProductForm, event: ProductEditorEvent) => ReturnType<Edits[EditEvent['type']]>;
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
    // Runs on a refusal only (after isSaved said no).
    setRefusal: assign(({ event }) => {
      const answer = (event as unknown as { output: Extract<SaveProductAnswer, { ok: false }> }).output;
      return { failure: { kind: 'refused' as const, message: answer.message }, serverIssues: Object.fromEntries(answer.issues.map((issue) => [formFieldOf(issue.field), issue.problem])), revealAll: true };
    }),
    setNetworkFailure: assign({ failure: { kind: 'network' as const } }),
    setLoaded: assign(({ context, event }) => {
      const loaded = (event as unknown as { output: EditableProduct }).output;
      return { form: formFromDraft(loaded.draft, context.currency), status: loaded.status, serverIssues: {}, revealAll: false, failure: null };
    }),
    setStatus: assign({
      status: ({ context, event }) => {
        const answer = (event as unknown as { output: ProductStatusAnswer }).output;
        return answer.ok ? answer.status : context.status;
      },
    }),
    setStatusRefusal: assign(({ event }) => {
      const answer = (event as unknown as { output: ProductStatusAnswer }).output;
      return answer.ok ? {} : { failure: { kind: 'refused' as const, message: answer.message } };
    }),
  },
  guards: {
    isDraftValid: ({ context }) => readProductForm(context.form, context.siteId, context.currency).ok,
    isSaved: ({ event }) => (event as unknown as { output: SaveProductAnswer }).output.ok,
    canAddSku: ({ context }) => context.form.skus.length < SKUS_MAX,
    canRemoveSku: ({ context, event }) => 'index' in event && context.form.skus.length > 1 && inRange(event.index, context.form.skus.length),
    canAddCombo: ({ context }) => context.form.saleType === 2 && context.form.combos.length < COMBOS_MAX,
    isCombo: ({ context, event }) => 'index' in event && inRange(event.index, context.form.combos.length),
    isSku: ({ context, event }) => 'index' in event && inRange(event.index, context.form.skus.length),
    isBanner: ({ context, event }) => 'index' in event && inRange(event.index, context.form.banners.length),
    canAddBanner: ({ context }) => context.form.banners.length < BANNERS_MAX,
    canAddDiscount: ({ context }) => context.form.discounts.length < DISCOUNTS_MAX,
    isDiscount: ({ context, event }) => 'index' in event && inRange(event.index, context.form.discounts.length),
    canToggleRecommended: ({ context, event }) =>
      'id' in event && event.id !== context.productId && (context.form.recommendedIds.includes(event.id) || context.form.recommendedIds.length < RECOMMENDED_MAX),
    isEditingListed: ({ context }) => context.productId !== null,
    // A status is known for a listed product only (null for a new one).
    isActiveProduct: ({ context }) => context.status === 'active',
    isArchivedProduct: ({ context }) => context.status === 'inactive',
    isStatusChanged: ({ event }) => (event as unknown as { output: ProductStatusAnswer }).output.ok,
  },
}).createMachine({
  id: 'productEditor',
  context: ({ input }) => ({
    siteId: input.siteId,
    currency: input.currency,
    form: input.form ?? emptyProductForm(),
    productId: input.productId ?? null,
    status: null,
    revealAll: false,
    serverIssues: {},
    failure: null,
    saved: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isEditingListed', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      invoke: {
        // Stryker disable next-line StringLiteral: the id names the invoke for tests and the inspector; onDone and onError follow it whatever it is
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => context.productId!,
        onDone: { target: 'editing', actions: 'setLoaded' },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'product.retry': 'loading' } },
    editing: { on: { ...editTransitions(undefined), ...statusTransitions, 'product.save': 'validating' } },
    validating: {
      always: [
        { guard: 'isDraftValid', target: 'saving', actions: 'clearFailure' },
        { target: 'editing', actions: 'revealErrors' },
      ],
    },
    saving: {
      invoke: {
        // Stryker disable next-line StringLiteral: the id names the invoke for tests and the inspector; onDone and onError follow it whatever it is
        id: 'saveProduct',
        src: 'saveProduct',
        input: ({ context }) => ({ draft: selectProductDraft(context)!, productId: context.productId }),
        onDone: [
          { guard: 'isSaved', target: 'saved', actions: 'setSaved' },
          { target: 'failed', actions: 'setRefusal' },
        ],
        onError: { target: 'failed', actions: 'setNetworkFailure' },
      },
    },
    // An edit after a failure goes back to editing, with everything typed still there.
    failed: { on: { ...editTransitions('editing'), ...statusTransitions, 'product.save': 'validating' } },
    archiving: changeStatus('inactive'),
    restoring: changeStatus('active'),
    saved: { type: 'final' },
  },
});

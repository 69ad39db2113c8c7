import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import {
  productEditorMachine,
  selectProductDraft,
  selectProductIssues,
  type ProductEditorEvent,
  type ProductEditorInput,
  type ProductStatusAnswer,
  type SaveProductAnswer,
  type SaveProductRequest,
} from '../../machines/product-editor.machine';
import type { EditableProduct, ProductDraft } from '../../src/domain/contracts/admin-catalog';
import { emptyProductForm, readProductForm, type ProductForm } from '../../src/domain/product-form';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

const INPUT = { siteId: 'site-pl', currency: 'PLN' as const };

function startEditor(input: ProductEditorInput = INPUT) {
  const saves: { draft: ProductDraft; productId: string | null; answer: ReturnType<typeof deferred<SaveProductAnswer>> }[] = [];
  const loads: { productId: string; answer: ReturnType<typeof deferred<EditableProduct>> }[] = [];
  const moves: { productId: string; status: 'active' | 'inactive'; answer: ReturnType<typeof deferred<ProductStatusAnswer>> }[] = [];
  const actor = createActor(
    productEditorMachine.provide({
      actors: {
        saveProduct: fromPromise<SaveProductAnswer, SaveProductRequest>(({ input }) => {
          const answer = deferred<SaveProductAnswer>();
          saves.push({ draft: input.draft, productId: input.productId, answer });
          return answer.promise;
        }),
        loadProduct: fromPromise<EditableProduct, string>(({ input }) => {
          const answer = deferred<EditableProduct>();
          loads.push({ productId: input, answer });
          return answer.promise;
        }),
        setProductStatus: fromPromise<ProductStatusAnswer, { productId: string; status: 'active' | 'inactive' }>(({ input }) => {
          const answer = deferred<ProductStatusAnswer>();
          moves.push({ ...input, answer });
          return answer.promise;
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, saves, loads, moves };
}

/** A listed product as GET /admin/api/products/{id} answers it. */
const LISTED: EditableProduct = {
  id: 'lampka',
  siteId: 'site-pl',
  status: 'active',
  url: '//pl.localhost/lampka',
  draft: {
    siteId: 'site-pl',
    id: 'lampka',
    title: 'Lampka',
    introductoryTitle: '',
    description: ['Ładowana przez USB.', 'Ciepłe światło.'],
    specificationType: 'Kolor',
    saleType: 2,
    skus: [
      { id: 'lampka-s1', name: 'Biała', price: 4999, originalPrice: 7999 },
      { id: 'lampka-s2', name: 'Czarna', price: 5499, originalPrice: 5499, image: '/uploads/c.webp' },
    ],
    combos: [{ id: 'lampka-c1', name: 'Zestaw', price: 8999, originalPrice: 10498, components: [{ sku: 0, qty: 1 }, { sku: 1, qty: 1 }] }],
    banners: [],
    freight: 1500,
    serviceCharge: 0,
    remoteAreasPostage: 0,
    saleQty: 12,
    quantityDiscounts: [{ minQuantity: 2, percentOff: 5 }],
    purchaseLimit: 3,
    recommendedIds: ['kubek'],
    siteDefault: false,
  },
};

type Actor = ReturnType<typeof startEditor>['actor'];

function fillTwoSkus(actor: Actor) {
  actor.send({ type: 'field.change', field: 'title', value: 'Lampka nocna' });
  actor.send({ type: 'sku.change', index: 0, field: 'name', value: 'Biała' });
  actor.send({ type: 'sku.change', index: 0, field: 'price', value: '49,99' });
  actor.send({ type: 'sku.change', index: 0, field: 'originalPrice', value: '79,99' });
  actor.send({ type: 'sku.add' });
  actor.send({ type: 'sku.change', index: 1, field: 'name', value: 'Czarna' });
  actor.send({ type: 'sku.change', index: 1, field: 'price', value: '1 054.50' });
}

describe('the product editor', () => {
  it('does not send a form with problems, and shows every problem after the attempt', () => {
    const { actor, saves } = startEditor();
    actor.send({ type: 'product.save' });
    expect(saves).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.revealAll).toBe(true);
    expect(selectProductIssues(actor.getSnapshot().context)).toMatchObject({ title: 'required', 'skus.0.name': 'required', 'skus.0.price': 'required' });
  });

  it('sends prices typed as major units in minor units, the crossed-out price defaulting to the price', async () => {
    const { actor, saves } = startEditor();
    fillTwoSkus(actor);
    actor.send({ type: 'product.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(saves[0]!.draft).toMatchObject({ siteId: 'site-pl', title: 'Lampka nocna', saleType: 1, skus: [{ name: 'Biała', price: 4999, originalPrice: 7999 }, { name: 'Czarna', price: 105450, originalPrice: 105450 }] });
    saves[0]!.answer.resolve({ ok: true, id: 'p-abc', url: '//pl.localhost/p-abc' });
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.saved).toEqual({ id: 'p-abc', url: '//pl.localhost/p-abc' });
  });

  it('keeps everything typed on a refusal, shows the server’s issues by their fields, and clears one when its field changes', async () => {
    const { actor, saves } = startEditor();
    fillTwoSkus(actor);
    actor.send({ type: 'product.save' });
    saves[0]!.answer.resolve({ ok: false, message: 'A product already has this address', issues: [{ field: 'body.id', problem: 'taken' }, { field: 'body.skus', problem: 'too many' }] });
    await flush();
    const failed = actor.getSnapshot();
    expect(failed.value).toBe('failed');
    expect(failed.context.failure).toEqual({ kind: 'refused', message: 'A product already has this address' });
    expect(selectProductIssues(failed.context)).toMatchObject({ id: 'taken', skus: 'too many' });
    expect(failed.context.form.skus.map((sku) => sku.name)).toEqual(['Biała', 'Czarna']);
    actor.send({ type: 'field.change', field: 'id', value: 'lampka-2' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectProductIssues(actor.getSnapshot().context)).toEqual({ skus: 'too many' });
    actor.send({ type: 'product.save' });
    expect(saves[1]!.draft.id).toBe('lampka-2');
  });

  it('keeps everything on a network failure and tries again', async () => {
    const { actor, saves } = startEditor();
    fillTwoSkus(actor);
    actor.send({ type: 'product.save' });
    saves[0]!.answer.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    actor.send({ type: 'product.save' });
    expect(saves[1]!.draft).toEqual(saves[0]!.draft);
  });

  it('sells combos of its skus under sale type 2; removing a sku takes it out of the combos and renumbers the rest', () => {
    const { actor } = startEditor();
    fillTwoSkus(actor);
    expect(actor.getSnapshot().can({ type: 'combo.add' })).toBe(false);
    actor.send({ type: 'saleType.change', value: 2 });
    expect(selectProductIssues(actor.getSnapshot().context)).toMatchObject({ combos: 'noCombo' });
    actor.send({ type: 'combo.add' });
    actor.send({ type: 'combo.change', index: 0, field: 'name', value: 'Zestaw' });
    actor.send({ type: 'combo.change', index: 0, field: 'price', value: '89,99' });
    actor.send({ type: 'combo.part', index: 0, sku: 0, qty: 1 });
    actor.send({ type: 'combo.part', index: 0, sku: 1, qty: 2 });
    expect(selectProductDraft(actor.getSnapshot().context)?.combos).toEqual([{ name: 'Zestaw', price: 8999, originalPrice: 8999, components: [{ sku: 0, qty: 1 }, { sku: 1, qty: 2 }] }]);
    actor.send({ type: 'sku.remove', index: 0 });
    expect(actor.getSnapshot().context.form.combos[0]!.parts).toEqual({ 0: 2 });
    expect(actor.getSnapshot().can({ type: 'sku.remove', index: 0 })).toBe(false);
  });

  it('keeps banners in order with their alt texts, and a sku’s photo', () => {
    const { actor } = startEditor();
    actor.send({ type: 'banner.add', banner: { src: '/uploads/a.webp', alt: '', width: 800, height: 600 } });
    actor.send({ type: 'banner.add', banner: { src: '/uploads/b.webp', alt: '', width: 800, height: 800 } });
    actor.send({ type: 'banner.change', index: 1, alt: 'Z boku' });
    actor.send({ type: 'banner.remove', index: 0 });
    actor.send({ type: 'sku.image', index: 0, src: '/uploads/c.webp' });
    fillTwoSkus(actor);
    expect(selectProductDraft(actor.getSnapshot().context)).toMatchObject({ banners: [{ src: '/uploads/b.webp', alt: 'Z boku', width: 800, height: 800 }], skus: [{ image: '/uploads/c.webp' }, {}] });
  });

  it('reads amounts as the currency writes them and refuses what is not one', () => {
    const base = createActor(productEditorMachine, { input: { siteId: 'site-tw', currency: 'TWD' } }).getSnapshot().context.form;
    const read = (price: string) => readProductForm({ ...base, title: 'T', skus: [{ name: 'A', price, originalPrice: '', image: null }] }, 'site-tw', 'TWD');
    expect(read('1,590')).toMatchObject({ ok: true, draft: { skus: [{ price: 159000 }] } });
    expect(read('690')).toMatchObject({ ok: true, draft: { skus: [{ price: 69000 }] } });
    expect(read('12abc')).toEqual({ ok: false, issues: { 'skus.0.price': 'amount' } });
    expect(read('-5')).toEqual({ ok: false, issues: { 'skus.0.price': 'amount' } });
  });
});

describe('the product editor, editing a listed product', () => {
  const EDIT_INPUT = { ...INPUT, productId: 'lampka' };

  it('loads the product into the form in the site’s major unit and, saved unchanged, sends the same draft with its ids', async () => {
    const { actor, saves, loads } = startEditor(EDIT_INPUT);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads[0]!.productId).toBe('lampka');
    loads[0]!.answer.resolve(LISTED);
    await flush();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context.status).toBe('active');
    expect(context.form).toMatchObject({ title: 'Lampka', freight: '15', purchaseLimit: '3', discounts: [{ minQuantity: '2', percentOff: '5' }], skus: [{ id: 'lampka-s1', price: '49.99', originalPrice: '79.99' }, { id: 'lampka-s2', price: '54.99', originalPrice: '' }] });
    actor.send({ type: 'product.save' });
    expect(saves[0]!.productId).toBe('lampka');
    expect(saves[0]!.draft).toEqual(LISTED.draft);
  });

  it('sends a new price with the sku’s id kept, and a new sku without one', async () => {
    const { actor, saves, loads } = startEditor(EDIT_INPUT);
    loads[0]!.answer.resolve(LISTED);
    await flush();
    actor.send({ type: 'sku.change', index: 0, field: 'price', value: '39,99' });
    actor.send({ type: 'sku.add' });
    actor.send({ type: 'sku.change', index: 2, field: 'name', value: 'Zielona' });
    actor.send({ type: 'sku.change', index: 2, field: 'price', value: '59,99' });
    actor.send({ type: 'product.save' });
    expect(saves[0]!.draft.skus).toEqual([
      { id: 'lampka-s1', name: 'Biała', price: 3999, originalPrice: 7999 },
      { id: 'lampka-s2', name: 'Czarna', price: 5499, originalPrice: 5499, image: '/uploads/c.webp' },
      { name: 'Zielona', price: 5999, originalPrice: 5999 },
    ]);
    saves[0]!.answer.resolve({ ok: true, id: 'lampka', url: '//pl.localhost/lampka' });
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('says when the product could not be loaded, and loads it again on retry', async () => {
    const { actor, loads } = startEditor(EDIT_INPUT);
    loads[0]!.answer.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'product.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    loads[1]!.answer.resolve(LISTED);
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('archives and restores the product, keeping everything typed; a refusal or a network failure says so', async () => {
    const { actor, loads, moves } = startEditor(EDIT_INPUT);
    loads[0]!.answer.resolve(LISTED);
    await flush();
    actor.send({ type: 'field.change', field: 'title', value: 'Lampka LED' });
    expect(actor.getSnapshot().can({ type: 'product.restore' })).toBe(false);
    actor.send({ type: 'product.archive' });
    expect(actor.getSnapshot().value).toBe('archiving');
    expect(moves[0]).toMatchObject({ productId: 'lampka', status: 'inactive' });
    moves[0]!.answer.resolve({ ok: true, status: 'inactive' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.status).toBe('inactive');
    expect(actor.getSnapshot().context.form.title).toBe('Lampka LED');
    expect(actor.getSnapshot().can({ type: 'product.archive' })).toBe(false);

    actor.send({ type: 'product.restore' });
    moves[1]!.answer.resolve({ ok: false, message: 'Your role may not do this.' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'refused', message: 'Your role may not do this.' });
    expect(actor.getSnapshot().context.status).toBe('inactive');
    actor.send({ type: 'product.restore' });
    moves[2]!.answer.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    actor.send({ type: 'product.restore' });
    moves[3]!.answer.resolve({ ok: true, status: 'active' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ status: 'active', failure: null, form: { title: 'Lampka LED' } });
  });

  it('offers no archive for a product not yet listed', () => {
    const { actor } = startEditor();
    expect(actor.getSnapshot().can({ type: 'product.archive' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'product.restore' })).toBe(false);
  });

  it('reads quantity discounts, the purchase limit and the picks, and says what is wrong with them', () => {
    const { actor } = startEditor();
    fillTwoSkus(actor);
    actor.send({ type: 'discount.add' });
    actor.send({ type: 'discount.change', index: 0, field: 'minQuantity', value: '3' });
    actor.send({ type: 'discount.change', index: 0, field: 'percentOff', value: '10' });
    actor.send({ type: 'discount.add' });
    actor.send({ type: 'discount.change', index: 1, field: 'minQuantity', value: '3' });
    actor.send({ type: 'discount.change', index: 1, field: 'percentOff', value: '120' });
    actor.send({ type: 'field.change', field: 'purchaseLimit', value: '60' });
    expect(selectProductIssues(actor.getSnapshot().context)).toEqual({ 'quantityDiscounts.1.minQuantity': 'duplicate', 'quantityDiscounts.1.percentOff': 'percent', purchaseLimit: 'limit' });
    actor.send({ type: 'discount.remove', index: 1 });
    actor.send({ type: 'field.change', field: 'purchaseLimit', value: '5' });
    for (const id of ['a1', 'a2', 'a3', 'a4', 'a5']) actor.send({ type: 'recommended.toggle', id });
    actor.send({ type: 'recommended.toggle', id: 'a2' });
    actor.send({ type: 'siteDefault.change', value: true });
    expect(selectProductDraft(actor.getSnapshot().context)).toMatchObject({ quantityDiscounts: [{ minQuantity: 3, percentOff: 10 }], purchaseLimit: 5, recommendedIds: ['a1', 'a3', 'a4'], siteDefault: true });
  });
});

type Snapshot = SnapshotFrom<typeof productEditorMachine>;

const EVENTS = [
  { type: 'field.change', field: 'title', value: 'Lampka' },
  { type: 'field.change', field: 'title', value: '' },
  { type: 'sku.change', index: 0, field: 'name', value: 'Biała' },
  { type: 'sku.change', index: 0, field: 'price', value: '49,99' },
  { type: 'sku.image', index: 0, src: '/uploads/a.webp' },
  { type: 'sku.add' },
  { type: 'sku.remove', index: 1 },
  { type: 'saleType.change', value: 2 },
  { type: 'saleType.change', value: 1 },
  { type: 'combo.add' },
  { type: 'combo.change', index: 0, field: 'name', value: 'Zestaw' },
  { type: 'combo.change', index: 0, field: 'price', value: '80' },
  { type: 'combo.part', index: 0, sku: 0, qty: 2 },
  { type: 'combo.remove', index: 0 },
  { type: 'banner.add', banner: { src: '/uploads/b.webp', alt: '', width: 10, height: 10 } },
  { type: 'banner.change', index: 0, alt: 'Lampka' },
  { type: 'banner.remove', index: 0 },
  { type: 'discount.add' },
  { type: 'discount.change', index: 0, field: 'percentOff', value: '5' },
  { type: 'discount.remove', index: 0 },
  { type: 'recommended.toggle', id: 'kubek' },
  { type: 'siteDefault.change', value: true },
  { type: 'product.save' },
  { type: 'xstate.done.actor.saveProduct', output: { ok: true, id: 'p-1', url: '//pl.localhost/p-1' } },
  { type: 'xstate.done.actor.saveProduct', output: { ok: false, message: 'refused', issues: [{ field: 'body.title', problem: 'too long' }] } },
  { type: 'xstate.error.actor.saveProduct', error: new Error('offline') },
] as unknown as ProductEditorEvent[];

// What tells states apart for the model: where it is, whether the form may be sent, and the
// counts the guards read (more than one sku, any combo, any banner, the sale type).
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    valid: selectProductDraft(snapshot.context) !== null,
    saleType: snapshot.context.form.saleType,
    skus: Math.min(snapshot.context.form.skus.length, 2),
    combos: Math.min(snapshot.context.form.combos.length, 1),
    banners: Math.min(snapshot.context.form.banners.length, 1),
    discounts: Math.min(snapshot.context.form.discounts.length, 1),
    status: snapshot.context.status,
  });

// The model starts from a complete form sold as a combo (the page may start from a kept draft),
// so that saving, and every edit after a failure, is a few steps away.
const FILLED: ProductForm = {
  ...emptyProductForm(),
  title: 'Lampka',
  saleType: 2,
  skus: [
    { name: 'Biała', price: '49,99', originalPrice: '', image: null },
    { name: 'Czarna', price: '54,99', originalPrice: '', image: null },
  ],
  combos: [{ name: 'Zestaw', price: '89,99', originalPrice: '', image: null, parts: { 0: 1, 1: 1 } }],
  banners: [{ src: '/uploads/b.webp', alt: '', width: 10, height: 10 }],
  discounts: [{ minQuantity: '2', percentOff: '5' }],
};
const MODEL_INPUT = { ...INPUT, form: FILLED };

const coverage = new PathCoverage('productEditor', productEditorMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated product editor paths', () => {
  const { model, paths } = machinePaths(productEditorMachine, { events: EVENTS, input: MODEL_INPUT, serializeState, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(1536);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, saves } = startEditor(MODEL_INPUT);
    const same = (modelSnapshot: Snapshot) => expect(serializeState(actor.getSnapshot())).toBe(serializeState(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void actor.send(event as ProductEditorEvent);
    const settle = async (fn: () => void) => {
      fn();
      await flush();
    };
    const typed = Object.fromEntries(EVENTS.filter((event) => !event.type.startsWith('xstate.')).map((event) => [event.type, send]));
    await model.testPath(path, {
      states: { editing: same, saving: same, failed: same, saved: same },
      events: {
        ...typed,
        'xstate.done.actor.saveProduct': ({ event }: { event: unknown }) => settle(() => saves.at(-1)!.answer.resolve((event as { output: SaveProductAnswer }).output)),
        'xstate.error.actor.saveProduct': () => settle(() => saves.at(-1)!.answer.reject(new Error('offline'))),
      } as never,
    });
    // Nothing typed is lost: the running editor's form is the model's.
    expect(actor.getSnapshot().context.form).toEqual(path.state.context.form);
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});

// Editing a listed product: loading it (and retrying), then archiving and restoring it, from
// editing and after a failure. The edits and the save are the same transitions as above.
const LISTED_EVENTS = [
  { type: 'xstate.done.actor.loadProduct', output: LISTED },
  { type: 'xstate.error.actor.loadProduct', error: new Error('offline') },
  { type: 'product.retry' },
  { type: 'field.change', field: 'title', value: 'Lampka LED' },
  { type: 'product.archive' },
  { type: 'product.restore' },
  { type: 'xstate.done.actor.setProductStatus', output: { ok: true, status: 'inactive' } },
  { type: 'xstate.done.actor.setProductStatus', output: { ok: true, status: 'active' } },
  { type: 'xstate.done.actor.setProductStatus', output: { ok: false, message: 'refused' } },
  { type: 'xstate.error.actor.setProductStatus', error: new Error('offline') },
] as unknown as ProductEditorEvent[];

describe('generated paths of editing a listed product', () => {
  const input = { ...INPUT, productId: 'lampka' };
  const { model, paths } = machinePaths(productEditorMachine, { events: LISTED_EVENTS, input, serializeState, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(19);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, loads, moves } = startEditor(input);
    const same = (modelSnapshot: Snapshot) => expect(serializeState(actor.getSnapshot())).toBe(serializeState(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void actor.send(event as ProductEditorEvent);
    const settle = async (fn: () => void) => {
      fn();
      await flush();
    };
    await model.testPath(path, {
      states: { loading: same, loadFailed: same, editing: same, archiving: same, restoring: same, failed: same },
      events: {
        'product.retry': send,
        'field.change': send,
        'product.archive': send,
        'product.restore': send,
        'xstate.done.actor.loadProduct': ({ event }: { event: unknown }) => settle(() => loads.at(-1)!.answer.resolve((event as { output: EditableProduct }).output)),
        'xstate.error.actor.loadProduct': () => settle(() => loads.at(-1)!.answer.reject(new Error('offline'))),
        'xstate.done.actor.setProductStatus': ({ event }: { event: unknown }) => settle(() => moves.at(-1)!.answer.resolve((event as { output: ProductStatusAnswer }).output)),
        'xstate.error.actor.setProductStatus': () => settle(() => moves.at(-1)!.answer.reject(new Error('offline'))),
      } as never,
    });
    // Nothing typed is lost, whatever the archive or restore answered.
    expect(actor.getSnapshot().context.form).toEqual(path.state.context.form);
    expect(actor.getSnapshot().context.status).toBe(path.state.context.status);
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});

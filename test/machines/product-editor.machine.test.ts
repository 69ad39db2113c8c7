import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { productEditorMachine, selectProductDraft, type ProductEditorEvent, type ProductStatusAnswer, type SaveProductAnswer } from '../../machines/product-editor.machine';
import type { EditableProduct } from '../../src/domain/contracts/admin-catalog';
import { emptyProductForm, type ProductForm } from '../../src/domain/product-form';
import { flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { INPUT, LISTED, startEditor } from '../helpers/product-editor';

// The generated paths of the product editor; the rules written by hand are in product-editor-edits.machine.test.ts.

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

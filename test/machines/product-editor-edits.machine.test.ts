import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { productEditorMachine, selectProductDraft, selectProductIssues, selectVisibleProductIssues } from '../../machines/product-editor.machine';
import type { EditableProduct } from '../../src/domain/contracts/admin-catalog';
import { BANNERS_MAX, COMBOS_MAX, DISCOUNTS_MAX, emptyProductForm, readProductForm, SKUS_MAX } from '../../src/domain/product-form';
import { flush } from '../helpers/deferred';
import { fillTwoSkus, INPUT, LISTED, startEditor } from '../helpers/product-editor';

// The product editor's rules as the owner meets them, written by hand: the generated paths
// (product-editor.machine.test.ts) replay the machine against itself, so they cannot notice a
// changed target, guard or action; these can.

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

/** The server's refusal of a sent form, naming many fields at once (as zod's paths under `body`). */
const EVERY_ISSUE = [
  'title',
  'saleType',
  'skus',
  'skus.0.name',
  'skus.0.image',
  'skus.1.price',
  'combos',
  'combos.0.name',
  'combos.0.components',
  'banners',
  'banners.0',
  'quantityDiscounts',
  'quantityDiscounts.0.percentOff',
  'recommendedIds',
  'siteDefault',
];

/** An editor whose last save the server refused with an issue on each of EVERY_ISSUE's fields. */
async function refusedEverywhere() {
  const started = startEditor();
  const { actor, saves } = started;
  fillTwoSkus(actor);
  actor.send({ type: 'saleType.change', value: 2 });
  actor.send({ type: 'combo.add' });
  actor.send({ type: 'combo.change', index: 0, field: 'name', value: 'Zestaw' });
  actor.send({ type: 'combo.change', index: 0, field: 'price', value: '89,99' });
  actor.send({ type: 'combo.part', index: 0, sku: 0, qty: 1 });
  actor.send({ type: 'banner.add', banner: { src: '/uploads/a.webp', alt: '', width: 800, height: 600 } });
  actor.send({ type: 'discount.add' });
  actor.send({ type: 'discount.change', index: 0, field: 'minQuantity', value: '2' });
  actor.send({ type: 'discount.change', index: 0, field: 'percentOff', value: '5' });
  actor.send({ type: 'product.save' });
  saves[0]!.answer.resolve({ ok: false, message: 'Check the form', issues: EVERY_ISSUE.map((field) => ({ field: `body.${field}`, problem: 'refused' })) });
  await flush();
  expect(actor.getSnapshot().value).toBe('failed');
  return started;
}

describe('the product editor, after the server refused fields', () => {
  it.each([
    [{ type: 'field.change', field: 'title', value: 'Lampka nocna' }, ['title']],
    [{ type: 'saleType.change', value: 1 }, ['saleType', 'combos', 'combos.0.name', 'combos.0.components']],
    [{ type: 'sku.add' }, ['skus', 'skus.0.name', 'skus.0.image', 'skus.1.price']],
    [{ type: 'sku.change', index: 0, field: 'name', value: 'Biel' }, ['skus.0.name']],
    [{ type: 'sku.image', index: 0, src: '/uploads/c.webp' }, ['skus.0.image']],
    [{ type: 'sku.remove', index: 1 }, ['skus', 'skus.0.name', 'skus.0.image', 'skus.1.price', 'combos', 'combos.0.name', 'combos.0.components']],
    [{ type: 'combo.add' }, ['combos', 'combos.0.name', 'combos.0.components']],
    [{ type: 'combo.change', index: 0, field: 'name', value: 'Duet' }, ['combos.0.name']],
    [{ type: 'combo.part', index: 0, sku: 1, qty: 1 }, ['combos.0.components']],
    [{ type: 'combo.remove', index: 0 }, ['combos', 'combos.0.name', 'combos.0.components']],
    [{ type: 'banner.add', banner: { src: '/uploads/b.webp', alt: '', width: 10, height: 10 } }, ['banners', 'banners.0']],
    [{ type: 'banner.change', index: 0, alt: 'Z boku' }, ['banners.0']],
    [{ type: 'banner.remove', index: 0 }, ['banners', 'banners.0']],
    [{ type: 'discount.add' }, ['quantityDiscounts', 'quantityDiscounts.0.percentOff']],
    [{ type: 'discount.change', index: 0, field: 'percentOff', value: '6' }, ['quantityDiscounts', 'quantityDiscounts.0.percentOff']],
    [{ type: 'discount.remove', index: 0 }, ['quantityDiscounts', 'quantityDiscounts.0.percentOff']],
    [{ type: 'recommended.toggle', id: 'kubek' }, ['recommendedIds']],
    [{ type: 'siteDefault.change', value: true }, ['siteDefault']],
  ] as const)('after %o it no longer shows the server’s problems with the fields answered (%j), and still shows the others', async (event, answered) => {
    const { actor } = await refusedEverywhere();
    actor.send(event);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.serverIssues).sort()).toEqual(EVERY_ISSUE.filter((field) => !(answered as readonly string[]).includes(field)).sort());
  });

  it('shows a refusal of the whole form by the form, not by a field', async () => {
    const { actor, saves } = startEditor();
    fillTwoSkus(actor);
    actor.send({ type: 'product.save' });
    saves[0]!.answer.resolve({ ok: false, message: 'Too many products', issues: [{ field: 'body', problem: 'limit' }] });
    await flush();
    expect(actor.getSnapshot().context.serverIssues).toEqual({ form: 'limit' });
  });

  it('forgets the server’s problems and its message while the form is sent again', async () => {
    const { actor, saves } = await refusedEverywhere();
    actor.send({ type: 'product.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, serverIssues: {} });
    expect(saves).toHaveLength(2);
  });

  it('shows every problem once a save was refused, not only the server’s', async () => {
    const { actor, saves } = startEditor();
    fillTwoSkus(actor);
    expect(selectVisibleProductIssues(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'product.save' });
    expect(actor.getSnapshot().context.revealAll).toBe(false);
    saves[0]!.answer.resolve({ ok: false, message: 'Check the title', issues: [{ field: 'body.title', problem: 'taken' }] });
    await flush();
    expect(actor.getSnapshot().context.revealAll).toBe(true);
    actor.send({ type: 'sku.change', index: 1, field: 'name', value: '' });
    expect(selectVisibleProductIssues(actor.getSnapshot().context)).toEqual({ title: 'taken', 'skus.1.name': 'required' });
  });

  it('before any save shows only the server’s problems, none of the form’s', () => {
    const { actor } = startEditor();
    expect(selectVisibleProductIssues(actor.getSnapshot().context)).toEqual({});
    expect(selectProductIssues(actor.getSnapshot().context)).toMatchObject({ title: 'required' });
  });

  it('archiving after a refused save forgets the refusal while it asks the server', async () => {
    const { actor, saves, loads, moves } = startEditor({ ...INPUT, productId: 'lampka' });
    loads[0]!.answer.resolve(LISTED);
    await flush();
    actor.send({ type: 'product.save' });
    saves[0]!.answer.resolve({ ok: false, message: 'Check the title', issues: [{ field: 'body.title', problem: 'taken' }] });
    await flush();
    actor.send({ type: 'product.archive' });
    expect(actor.getSnapshot().value).toBe('archiving');
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, serverIssues: {} });
    expect(moves[0]).toMatchObject({ productId: 'lampka', status: 'inactive' });
    moves[0]!.answer.resolve({ ok: true, status: 'inactive' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'product.save' });
    saves[1]!.answer.resolve({ ok: true, id: 'lampka', url: '//pl.localhost/lampka' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ saved: { id: 'lampka', url: '//pl.localhost/lampka' }, failure: null });
  });

  it('a refused restore says why and keeps the product archived; a network failure while archiving keeps it listed', async () => {
    const { actor, loads, moves } = startEditor({ ...INPUT, productId: 'lampka' });
    loads[0]!.answer.resolve({ ...LISTED, status: 'inactive' });
    await flush();
    expect(actor.getSnapshot().can({ type: 'product.archive' })).toBe(false);
    actor.send({ type: 'product.restore' });
    expect(actor.getSnapshot().value).toBe('restoring');
    expect(moves[0]).toMatchObject({ status: 'active' });
    moves[0]!.answer.resolve({ ok: false, message: 'No.' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ status: 'inactive', failure: { kind: 'refused', message: 'No.' } });
    expect(actor.getSnapshot().can({ type: 'product.archive' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'product.restore' })).toBe(true);
  });

  it('from a failed archive, an edit goes back to editing and archive may be tried again', async () => {
    const { actor, loads, moves } = startEditor({ ...INPUT, productId: 'lampka' });
    loads[0]!.answer.resolve(LISTED);
    await flush();
    actor.send({ type: 'product.archive' });
    moves[0]!.answer.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.status).toBe('active');
    expect(actor.getSnapshot().can({ type: 'product.restore' })).toBe(false);
    actor.send({ type: 'product.archive' });
    expect(actor.getSnapshot().value).toBe('archiving');
  });
});

describe('the product editor’s limits', () => {
  it('adds skus up to the limit and no more', () => {
    const { actor } = startEditor();
    for (let count = 1; count < SKUS_MAX; count++) {
      expect(actor.getSnapshot().can({ type: 'sku.add' })).toBe(true);
      actor.send({ type: 'sku.add' });
    }
    expect(actor.getSnapshot().context.form.skus).toHaveLength(SKUS_MAX);
    expect(actor.getSnapshot().can({ type: 'sku.add' })).toBe(false);
  });

  it('adds combos up to the limit, only when selling combos', () => {
    const { actor } = startEditor();
    actor.send({ type: 'saleType.change', value: 2 });
    for (let count = 0; count < COMBOS_MAX; count++) actor.send({ type: 'combo.add' });
    expect(actor.getSnapshot().context.form.combos).toHaveLength(COMBOS_MAX);
    expect(actor.getSnapshot().can({ type: 'combo.add' })).toBe(false);
  });

  it('adds banners and discount tiers up to their limits', () => {
    const { actor } = startEditor();
    for (let count = 0; count < BANNERS_MAX; count++) actor.send({ type: 'banner.add', banner: { src: `/uploads/${count}.webp`, alt: '', width: 1, height: 1 } });
    for (let count = 0; count < DISCOUNTS_MAX; count++) actor.send({ type: 'discount.add' });
    expect(actor.getSnapshot().context.form.banners).toHaveLength(BANNERS_MAX);
    expect(actor.getSnapshot().context.form.discounts).toHaveLength(DISCOUNTS_MAX);
    expect(actor.getSnapshot().can({ type: 'banner.add', banner: { src: '/x.webp', alt: '', width: 1, height: 1 } })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'discount.add' })).toBe(false);
  });

  it.each([
    ['sku.change', { field: 'name', value: 'X' }, 'skus'],
    ['sku.image', { src: '/x.webp' }, 'skus'],
    ['combo.change', { field: 'name', value: 'X' }, 'combos'],
    ['combo.part', { sku: 0, qty: 1 }, 'combos'],
    ['combo.remove', {}, 'combos'],
    ['banner.change', { alt: 'X' }, 'banners'],
    ['banner.remove', {}, 'banners'],
    ['discount.change', { field: 'percentOff', value: '5' }, 'discounts'],
    ['discount.remove', {}, 'discounts'],
  ] as const)('%s takes a row that exists, not one before the first, past the last or between two', (type, rest, list) => {
    const { actor } = startEditor();
    actor.send({ type: 'saleType.change', value: 2 });
    actor.send({ type: 'sku.add' });
    actor.send({ type: 'combo.add' });
    actor.send({ type: 'combo.add' });
    actor.send({ type: 'banner.add', banner: { src: '/a.webp', alt: '', width: 1, height: 1 } });
    actor.send({ type: 'banner.add', banner: { src: '/b.webp', alt: '', width: 1, height: 1 } });
    actor.send({ type: 'discount.add' });
    actor.send({ type: 'discount.add' });
    const event = (index: number) => ({ type, index, ...rest }) as never;
    expect(actor.getSnapshot().context.form[list]).toHaveLength(2);
    expect(actor.getSnapshot().can(event(0))).toBe(true);
    expect(actor.getSnapshot().can(event(1))).toBe(true);
    expect(actor.getSnapshot().can(event(-1))).toBe(false);
    expect(actor.getSnapshot().can(event(2))).toBe(false);
    expect(actor.getSnapshot().can(event(0.5))).toBe(false);
  });

  it('removes a sku only while two or more are left, and only one that exists', () => {
    const { actor } = startEditor();
    expect(actor.getSnapshot().can({ type: 'sku.remove', index: 0 })).toBe(false);
    actor.send({ type: 'sku.add' });
    expect(actor.getSnapshot().can({ type: 'sku.remove', index: 0 })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'sku.remove', index: 1 })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'sku.remove', index: 2 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'sku.remove', index: -1 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'sku.remove', index: 0.5 })).toBe(false);
  });

  it('removing a middle sku keeps the parts of the first and moves the last one down', () => {
    const { actor } = startEditor();
    actor.send({ type: 'sku.add' });
    actor.send({ type: 'sku.add' });
    actor.send({ type: 'saleType.change', value: 2 });
    actor.send({ type: 'combo.add' });
    actor.send({ type: 'combo.part', index: 0, sku: 0, qty: 1 });
    actor.send({ type: 'combo.part', index: 0, sku: 1, qty: 2 });
    actor.send({ type: 'combo.part', index: 0, sku: 2, qty: 3 });
    actor.send({ type: 'sku.change', index: 2, field: 'name', value: 'Trzecia' });
    actor.send({ type: 'sku.remove', index: 1 });
    expect(actor.getSnapshot().context.form.skus.map((sku) => sku.name)).toEqual(['', 'Trzecia']);
    expect(actor.getSnapshot().context.form.combos[0]!.parts).toEqual({ 0: 1, 1: 3 });
  });

  it('keeps a combo’s part count between 0 and 99, whole', () => {
    const { actor } = startEditor();
    actor.send({ type: 'saleType.change', value: 2 });
    actor.send({ type: 'combo.add' });
    const partAfter = (qty: number) => {
      actor.send({ type: 'combo.part', index: 0, sku: 0, qty });
      return actor.getSnapshot().context.form.combos[0]!.parts[0];
    };
    expect(partAfter(150)).toBe(99);
    expect(partAfter(99)).toBe(99);
    expect(partAfter(-3)).toBe(0);
    expect(partAfter(2.7)).toBe(2);
    expect(partAfter(Number.NaN)).toBe(0);
    expect(partAfter(1)).toBe(1);
  });

  it('changes only the row named: a sku’s, a combo’s, a banner’s and a tier’s neighbours stay as they were', () => {
    const { actor } = startEditor();
    actor.send({ type: 'sku.add' });
    actor.send({ type: 'sku.change', index: 1, field: 'name', value: 'Druga' });
    actor.send({ type: 'sku.image', index: 1, src: '/uploads/2.webp' });
    actor.send({ type: 'saleType.change', value: 2 });
    actor.send({ type: 'combo.add' });
    actor.send({ type: 'combo.add' });
    actor.send({ type: 'combo.change', index: 1, field: 'price', value: '10' });
    actor.send({ type: 'combo.part', index: 1, sku: 1, qty: 4 });
    actor.send({ type: 'combo.remove', index: 0 });
    actor.send({ type: 'banner.add', banner: { src: '/a.webp', alt: '', width: 1, height: 1 } });
    actor.send({ type: 'banner.add', banner: { src: '/b.webp', alt: '', width: 1, height: 1 } });
    actor.send({ type: 'banner.change', index: 1, alt: 'Bok' });
    actor.send({ type: 'discount.add' });
    actor.send({ type: 'discount.add' });
    actor.send({ type: 'discount.change', index: 1, field: 'minQuantity', value: '4' });
    actor.send({ type: 'discount.remove', index: 0 });
    const { form } = actor.getSnapshot().context;
    expect(form.skus).toEqual([
      { name: '', price: '', originalPrice: '', image: null },
      { name: 'Druga', price: '', originalPrice: '', image: '/uploads/2.webp' },
    ]);
    expect(form.combos).toEqual([{ name: '', price: '10', originalPrice: '', image: null, parts: { 1: 4 } }]);
    expect(form.banners.map((banner) => banner.alt)).toEqual(['', 'Bok']);
    expect(form.discounts).toEqual([{ minQuantity: '4', percentOff: '' }]);
  });
});

describe('the product editor’s picks', () => {
  it('picks up to four other products; a picked one may always be dropped, the product itself never picked', async () => {
    const { actor, loads } = startEditor({ ...INPUT, productId: 'lampka' });
    loads[0]!.answer.resolve({ ...LISTED, draft: { ...LISTED.draft, recommendedIds: [] } });
    await flush();
    expect(actor.getSnapshot().can({ type: 'recommended.toggle', id: 'lampka' })).toBe(false);
    for (const id of ['a1', 'a2', 'a3']) actor.send({ type: 'recommended.toggle', id });
    expect(actor.getSnapshot().can({ type: 'recommended.toggle', id: 'a4' })).toBe(true);
    actor.send({ type: 'recommended.toggle', id: 'a4' });
    expect(actor.getSnapshot().context.form.recommendedIds).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(actor.getSnapshot().can({ type: 'recommended.toggle', id: 'a5' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'recommended.toggle', id: 'a2' })).toBe(true);
  });

  it('a new product, not yet listed, may pick any product', () => {
    const { actor } = startEditor();
    expect(actor.getSnapshot().context.productId).toBeNull();
    expect(actor.getSnapshot().can({ type: 'recommended.toggle', id: 'lampka' })).toBe(true);
  });
});

describe('the product editor’s start', () => {
  it('starts from a form the page kept, for a new product, with nothing to show yet', () => {
    const form = { ...emptyProductForm(), title: 'Kept' };
    const { actor, loads } = startEditor({ ...INPUT, form });
    expect(loads).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ siteId: 'site-pl', currency: 'PLN', form, productId: null, status: null, revealAll: false, serverIssues: {}, failure: null, saved: null });
  });

  it('a product whose load failed offers only a retry', async () => {
    const { actor, loads } = startEditor({ ...INPUT, productId: 'lampka' });
    loads[0]!.answer.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().can({ type: 'product.save' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'field.change', field: 'title', value: 'X' })).toBe(false);
    expect(actor.getSnapshot().context.status).toBeNull();
  });

  it('without the back office’s services, a save fails as a network failure and nothing typed is lost', async () => {
    const actor = createActor(productEditorMachine, { input: INPUT }).start();
    fillTwoSkus(actor as never);
    actor.send({ type: 'product.save' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    expect(actor.getSnapshot().context.form.title).toBe('Lampka nocna');
  });
});

describe('the product editor, a few more things the owner notices', () => {
  it('removing the last sku takes its parts out of the combos', () => {
    const { actor } = startEditor();
    actor.send({ type: 'sku.add' });
    actor.send({ type: 'saleType.change', value: 2 });
    actor.send({ type: 'combo.add' });
    actor.send({ type: 'combo.part', index: 0, sku: 0, qty: 1 });
    actor.send({ type: 'combo.part', index: 0, sku: 1, qty: 2 });
    actor.send({ type: 'sku.remove', index: 1 });
    expect(actor.getSnapshot().context.form.combos[0]!.parts).toEqual({ 0: 1 });
  });

  it('a new discount tier starts empty', () => {
    const { actor } = startEditor();
    actor.send({ type: 'discount.add' });
    expect(actor.getSnapshot().context.form.discounts).toEqual([{ minQuantity: '', percentOff: '' }]);
  });

  it('a loaded product shows no problem of the form until a save is tried', async () => {
    const { actor, loads } = startEditor({ ...INPUT, productId: 'lampka' });
    loads[0]!.answer.resolve(LISTED);
    await flush();
    actor.send({ type: 'field.change', field: 'title', value: '' });
    expect(selectVisibleProductIssues(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'product.save' });
    expect(selectVisibleProductIssues(actor.getSnapshot().context)).toEqual({ title: 'required' });
  });

  it('is finished once saved: the page may leave it', async () => {
    const { actor, saves } = startEditor();
    fillTwoSkus(actor);
    actor.send({ type: 'product.save' });
    expect(actor.getSnapshot().status).toBe('active');
    saves[0]!.answer.resolve({ ok: true, id: 'p-1', url: '//pl.localhost/p-1' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('without the back office’s services, a listed product fails to load, and an archive fails as a network failure', async () => {
    const unloaded = createActor(productEditorMachine, { input: { ...INPUT, productId: 'lampka' } }).start();
    await flush();
    expect(unloaded.getSnapshot().value).toBe('loadFailed');
    const loaded = createActor(productEditorMachine.provide({ actors: { loadProduct: fromPromise<EditableProduct, string>(async () => LISTED) } }), { input: { ...INPUT, productId: 'lampka' } }).start();
    await flush();
    loaded.send({ type: 'product.archive' });
    await flush();
    expect(loaded.getSnapshot().value).toBe('failed');
    expect(loaded.getSnapshot().context).toMatchObject({ failure: { kind: 'network' }, status: 'active' });
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { productEditorMachine, selectProductDraft, selectProductIssues } from '../../machines/product-editor.machine';
import { readProductForm } from '../../src/domain/product-form';
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

import type { SnapshotFrom } from 'xstate';
import { selectProductDraft, selectVisibleProductIssues, type ProductEditorEvent, type productEditorMachine } from '../../machines/product-editor.machine';
import type { EditableProduct } from '../../src/domain/contracts/admin-catalog';

type Snapshot = SnapshotFrom<typeof productEditorMachine>;

/** A listed product sold as a combo, with two skus, a banner, a discount and a recommendation: every edit has something to act on. */
export const LISTED_PRODUCT: EditableProduct = {
  id: 'lampka',
  siteId: 'site-pl',
  status: 'active',
  url: '//pl.localhost/lampka',
  draft: {
    siteId: 'site-pl',
    id: 'lampka',
    title: 'Lampka',
    introductoryTitle: '',
    description: ['Ładowana przez USB.'],
    specificationType: 'Kolor',
    saleType: 2,
    skus: [
      { id: 'lampka-s1', name: 'Biała', price: 4999, originalPrice: 7999 },
      { id: 'lampka-s2', name: 'Czarna', price: 5499, originalPrice: 5499 },
    ],
    combos: [{ id: 'lampka-c1', name: 'Zestaw', price: 8999, originalPrice: 10498, components: [{ sku: 0, qty: 1 }, { sku: 1, qty: 1 }] }],
    banners: [{ src: '/uploads/b.webp', alt: 'Lampka', width: 800, height: 800 }],
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

/** What an upload answers: the photo a sku or the gallery gets. */
export const UPLOADED = { src: '/uploads/new.webp', width: 640, height: 640 };
export const SAVE_REFUSAL = { ok: false, message: 'The title is taken.', issues: [{ field: 'body.title', problem: 'taken' }] };
export const STATUS_REFUSAL = 'Not found.';

/** The events an owner sends on a listed product: each edit once, the save and archive moves, the server's answers. */
export const EDITOR_EVENTS = [
  { type: 'xstate.done.actor.loadProduct', output: LISTED_PRODUCT },
  { type: 'xstate.error.actor.loadProduct', error: new Error('offline') },
  { type: 'product.retry' },
  { type: 'field.change', field: 'title', value: 'Lampka LED' },
  { type: 'field.change', field: 'title', value: '' },
  { type: 'saleType.change', value: 1 },
  { type: 'sku.add' },
  { type: 'sku.change', index: 0, field: 'name', value: 'Biała LED' },
  { type: 'sku.image', index: 0, src: UPLOADED.src },
  { type: 'sku.remove', index: 1 },
  { type: 'combo.add' },
  { type: 'combo.change', index: 0, field: 'name', value: 'Zestaw duży' },
  { type: 'combo.part', index: 0, sku: 0, qty: 2 },
  { type: 'combo.remove', index: 0 },
  { type: 'banner.add', banner: { ...UPLOADED, alt: '' } },
  { type: 'banner.change', index: 0, alt: 'Lampka nocna' },
  { type: 'banner.remove', index: 0 },
  { type: 'discount.add' },
  { type: 'discount.change', index: 0, field: 'percentOff', value: '10' },
  { type: 'discount.remove', index: 0 },
  { type: 'recommended.toggle', id: 'kubek' },
  { type: 'siteDefault.change', value: true },
  { type: 'product.save' },
  { type: 'xstate.done.actor.saveProduct', output: { ok: true, id: 'lampka', url: '//pl.localhost/lampka' } },
  { type: 'xstate.done.actor.saveProduct', output: SAVE_REFUSAL },
  { type: 'xstate.error.actor.saveProduct', error: new Error('offline') },
  { type: 'product.archive' },
  { type: 'product.restore' },
  { type: 'xstate.done.actor.setProductStatus', output: { ok: true, status: 'inactive' } },
  { type: 'xstate.done.actor.setProductStatus', output: { ok: true, status: 'active' } },
  { type: 'xstate.done.actor.setProductStatus', output: { ok: false, message: STATUS_REFUSAL } },
  { type: 'xstate.error.actor.setProductStatus', error: new Error('offline') },
] as unknown as ProductEditorEvent[];

/**
 * A snapshot as the model tells states apart, and as the page shows it: where it is, the product's
 * status, whether the form may be sent, the failure and whether fields are marked. (The guards of
 * the edits read counts the loaded product already meets, so the first snapshot of each state
 * takes every edit; what each edit changes is checked on the page as it is made.)
 */
export const serializeEditor = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    status: snapshot.context.status,
    valid: selectProductDraft(snapshot.context) !== null,
    failure: snapshot.context.failure,
    marked: Object.keys(selectVisibleProductIssues(snapshot.context)).length > 0,
  });

import { createActor, fromPromise } from 'xstate';
import { productEditorMachine, type ProductEditorInput, type ProductStatusAnswer, type SaveProductAnswer, type SaveProductRequest } from '../../machines/product-editor.machine';
import type { EditableProduct, ProductDraft } from '../../src/domain/contracts/admin-catalog';
import { deferred } from './deferred';

/** The product editor's tests: a running editor whose saves, loads and status moves the test answers by hand. */
export const INPUT = { siteId: 'site-pl', currency: 'PLN' as const };

export function startEditor(input: ProductEditorInput = INPUT) {
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
export const LISTED: EditableProduct = {
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

export type EditorActor = ReturnType<typeof startEditor>['actor'];

/** A title and two skus, the first with a crossed-out price: a form that may be sent. */
export function fillTwoSkus(actor: EditorActor) {
  actor.send({ type: 'field.change', field: 'title', value: 'Lampka nocna' });
  actor.send({ type: 'sku.change', index: 0, field: 'name', value: 'Biała' });
  actor.send({ type: 'sku.change', index: 0, field: 'price', value: '49,99' });
  actor.send({ type: 'sku.change', index: 0, field: 'originalPrice', value: '79,99' });
  actor.send({ type: 'sku.add' });
  actor.send({ type: 'sku.change', index: 1, field: 'name', value: 'Czarna' });
  actor.send({ type: 'sku.change', index: 1, field: 'price', value: '1 054.50' });
}

import { createActor, fromPromise } from 'xstate';
import { productEditorMachine, type ProductEditorInput, type ProductStatusAnswer, type SaveProductAnswer, type SaveProductRequest } from '../../machines/product-editor.machine';
import type { EditableProduct, ProductDraft } from '../../src/domain/contracts/admin-catalog';
import { deferred } from './deferred';
import { LISTED_PRODUCT } from './product-editor-model';

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

/** A listed product as GET /admin/api/products/{id} answers it: the paths' product with two paragraphs, a sku's own photo and no banner. */
export const LISTED: EditableProduct = {
  ...LISTED_PRODUCT,
  draft: {
    ...LISTED_PRODUCT.draft,
    description: ['Ładowana przez USB.', 'Ciepłe światło.'],
    skus: [LISTED_PRODUCT.draft.skus[0]!, { ...LISTED_PRODUCT.draft.skus[1]!, image: '/uploads/c.webp' }],
    banners: [],
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

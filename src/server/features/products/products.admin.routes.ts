import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminProductListQuery, adminProductListSchema, createdProductSchema, productDraftRequest, type ProductDraft } from '../../../domain/contracts/admin-catalog';
import { randomToken } from '../../../domain/ids';
import { CODES, fail, ok } from '../../http/envelope';
import { replies } from '../../http/contract';
import { ADMIN_API } from '../operators/operators.routes';
import { adminMessage } from '../operators/admin-messages';
import type { SiteService } from '../sites/sites.service';
import type { CreateProductInput, ProductService } from './products.service';

/** The draft as the service takes it: ids for the product, its skus and combos. */
export function productFromDraft(draft: ProductDraft, id: string): CreateProductInput {
  const skuIds = draft.skus.map((_, index) => `${id}-s${index + 1}`);
  return {
    id,
    siteId: draft.siteId,
    title: draft.title,
    introductoryTitle: draft.introductoryTitle,
    description: draft.description,
    banners: draft.banners.map((banner) => ({ src: banner.src, srcset: '', width: banner.width, height: banner.height, alt: banner.alt })),
    saleType: draft.saleType,
    specificationType: draft.specificationType,
    saleQty: draft.saleQty,
    freight: draft.freight,
    serviceCharge: draft.serviceCharge,
    remoteAreasPostage: draft.remoteAreasPostage,
    skus: draft.skus.map((sku, index) => ({ id: skuIds[index]!, name: sku.name, image: sku.image ?? null, price: sku.price, originalPrice: sku.originalPrice })),
    combos: draft.combos.map((combo, index) => ({
      id: `${id}-c${index + 1}`,
      name: combo.name,
      image: combo.image ?? null,
      price: combo.price,
      originalPrice: combo.originalPrice,
      components: combo.components.map((part) => ({ skuId: skuIds[part.sku]!, qty: part.qty })),
    })),
  };
}

/**
 * GET /admin/api/products?siteId=: a site's products (owners); POST /admin/api/products: an owner
 * lists a new product on one of the shop's sites.
 */
export async function productAdminRoutes(fastify: FastifyInstance, deps: { sites: SiteService; products: ProductService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${ADMIN_API}/products`,
    {
      config: { access: 'catalog' },
      schema: { summary: 'A site’s products, newest first (owners)', tags: ['back office'], querystring: adminProductListQuery, response: replies(adminProductListSchema) },
    },
    async (request, reply) => {
      const site = (await deps.sites.list()).find((candidate) => candidate.id === request.query.siteId);
      if (!site) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'unknownSite'));
      return ok(reply, { items: await deps.products.adminList(site.id) });
    },
  );
  app.post(
    `${ADMIN_API}/products`,
    {
      config: { access: 'catalog' },
      schema: { summary: 'List a new product on a site (owners)', tags: ['back office'], body: productDraftRequest, response: replies(createdProductSchema) },
    },
    async (request, reply) => {
      const language = request.headers['accept-language'];
      const site = (await deps.sites.list()).find((candidate) => candidate.id === request.body.siteId);
      if (!site) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(language, 'unknownSite'));
      const id = request.body.id ?? `p-${randomToken(10).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
      if (!(await deps.products.isFreeId(id))) return fail(reply, 409, CODES.FAILED, adminMessage(language, 'productIdTaken'));
      await deps.products.createProduct(productFromDraft(request.body, id), { operatorId: request.operator!.id, email: request.operator!.email });
      return ok(reply, { id, siteId: site.id, url: `//${site.host}/${id}` });
    },
  );
}

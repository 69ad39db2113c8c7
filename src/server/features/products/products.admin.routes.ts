import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminProductListQuery,
  adminProductListSchema,
  createdProductSchema,
  editableProductSchema,
  productDraftRequest,
  productIdParams,
  productStatusSchema,
} from '../../../domain/contracts/admin-catalog';
import { randomToken } from '../../../domain/ids';
import { CODES, fail, ok } from '../../http/envelope';
import { replies } from '../../http/contract';
import { ADMIN_API } from '../operators/operators.routes';
import { adminMessage } from '../operators/admin-messages';
import type { SiteService } from '../sites/sites.service';
import { draftFromRecord, productFromDraft } from './product-draft';
import type { ProductEditService } from './product-edits.service';
import type { ProductService } from './products.service';

export { productFromDraft } from './product-draft';

/**
 * The back office's catalog (owners: access 'catalog'). GET /products?siteId=: a site's products;
 * POST /products: list a new one; GET and PUT /products/{id}: edit one (its skus and combos keep
 * their ids); POST /products/{id}/archive and /restore: take it off the shop and put it back.
 */
export async function productAdminRoutes(fastify: FastifyInstance, deps: { sites: SiteService; products: ProductService; productEdits: ProductEditService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const siteOf = async (siteId: string) => (await deps.sites.list()).find((candidate) => candidate.id === siteId);
  /** Makes the product the site's home product (true), or stops it being so (false); unchanged when left out. */
  const setSiteDefault = async (siteId: string, productId: string, siteDefault: boolean | undefined, actor: { operatorId: string; email: string }) => {
    if (siteDefault === undefined) return;
    const site = await siteOf(siteId);
    if (siteDefault) await deps.sites.setDefaultProduct(siteId, productId, actor);
    else if (site?.settings.defaultProductId === productId) await deps.sites.setDefaultProduct(siteId, null, actor);
  };

  app.get(
    `${ADMIN_API}/products`,
    {
      config: { access: 'catalog' },
      schema: { summary: 'A site’s products, newest first (owners)', tags: ['back office'], querystring: adminProductListQuery, response: replies(adminProductListSchema) },
    },
    async (request, reply) => {
      const site = await siteOf(request.query.siteId);
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
      const site = await siteOf(request.body.siteId);
      if (!site) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(language, 'unknownSite'));
      const id = request.body.id ?? `p-${randomToken(10).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
      if (!(await deps.products.isFreeId(id))) return fail(reply, 409, CODES.FAILED, adminMessage(language, 'productIdTaken'));
      const picks = request.body.recommendedIds;
      if (picks.length > 0 && (await deps.products.adminList(site.id)).filter((product) => picks.includes(product.id)).length !== picks.length) {
        return fail(reply, 400, CODES.INVALID_FIELDS, adminMessage(language, 'unknownRecommendation'), { issues: [{ field: 'body.recommendedIds', problem: 'unknownRecommendation' }] });
      }
      const actor = { operatorId: request.operator!.id, email: request.operator!.email };
      await deps.products.createProduct(productFromDraft(request.body, id), actor);
      await setSiteDefault(site.id, id, request.body.siteDefault, actor);
      return ok(reply, { id, siteId: site.id, url: `//${site.host}/${id}` });
    },
  );
  app.get(
    `${ADMIN_API}/products/:id`,
    {
      config: { access: 'catalog' },
      schema: { summary: 'A product as the editor starts from: its draft with the ids of its skus and combos, and its status (owners)', tags: ['back office'], params: productIdParams, response: replies(editableProductSchema) },
    },
    async (request, reply) => {
      const record = await deps.productEdits.editable(request.params.id);
      const site = record && (await siteOf(record.siteId));
      if (!record || !site) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'unknownProduct'));
      return ok(reply, { id: record.id, siteId: site.id, status: record.status, url: `//${site.host}/${record.id}`, draft: draftFromRecord(record, site.settings.defaultProductId === record.id) });
    },
  );
  app.put(
    `${ADMIN_API}/products/:id`,
    {
      config: { access: 'catalog' },
      schema: {
        summary: 'Edit a product (owners): skus and combos that carry their id keep it, new ones get one, those left out go; orders keep what was bought',
        tags: ['back office'],
        params: productIdParams,
        body: productDraftRequest,
        response: replies(createdProductSchema),
      },
    },
    async (request, reply) => {
      const language = request.headers['accept-language'];
      const actor = { operatorId: request.operator!.id, email: request.operator!.email };
      const result = await deps.productEdits.update(request.params.id, request.body, actor);
      if (!result.ok) {
        switch (result.reason) {
          case 'notFound':
            return fail(reply, 404, CODES.NOT_FOUND, adminMessage(language, 'unknownProduct'));
          case 'otherSite':
            return fail(reply, 400, CODES.INVALID_FIELDS, adminMessage(language, 'productOtherSite'), { issues: [{ field: 'body.siteId', problem: 'invalid' }] });
          case 'unknownChoice':
            return fail(reply, 400, CODES.INVALID_FIELDS, adminMessage(language, 'unknownChoice'), { issues: [{ field: 'body.skus', problem: 'unknownChoice' }] });
          case 'unknownRecommendation':
            return fail(reply, 400, CODES.INVALID_FIELDS, adminMessage(language, 'unknownRecommendation'), { issues: [{ field: 'body.recommendedIds', problem: 'unknownRecommendation' }] });
        }
      }
      const site = (await siteOf(result.after.siteId))!;
      await setSiteDefault(site.id, result.after.id, request.body.siteDefault, actor);
      return ok(reply, { id: result.after.id, siteId: site.id, url: `//${site.host}/${result.after.id}` });
    },
  );
  for (const [move, status] of [['archive', 'inactive'], ['restore', 'active']] as const) {
    app.post(
      `${ADMIN_API}/products/:id/${move}`,
      {
        config: { access: 'catalog' },
        schema: {
          summary: move === 'archive' ? 'Archive a product (owners): its page, cart lines and new orders go; existing orders stay' : 'Put an archived product back on sale (owners)',
          tags: ['back office'],
          params: productIdParams,
          response: replies(productStatusSchema),
        },
      },
      async (request, reply) => {
        const found = await deps.productEdits.setStatus(request.params.id, status, { operatorId: request.operator!.id, email: request.operator!.email });
        if (!found) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'unknownProduct'));
        return ok(reply, { id: request.params.id, status });
      },
    );
  }
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../../domain/api-paths';
import { reviewPageSchema } from '../../../domain/contracts/products';
import { reviewsQuery, reviewForm } from '../../../domain/contracts/requests';
import { reviewSubmittedSchema } from '../../../domain/contracts/reviews';
import { consumerHeaders, replies } from '../../http/contract';
import { readMultipart } from '../../http/multipart';
import { REVIEW_IMAGES_MAX, validateReview, type ReviewErrors } from '../../../domain/review';
import { requireZone } from '../../../domain/zones';
import { CODES, fail, ok } from '../../http/envelope';
import { localeOf, siteOf } from '../../http/request-context';
import { translate } from '../../i18n';
import type { ProductService } from '../products/products.service';
import type { SiteService } from '../sites/sites.service';
import type { ReviewService } from './reviews.service';
import { processImage, REVIEW_IMAGE_LIMITS, type ImageStore } from '../uploads/uploads.images';

/**
 * GET  /api/consumer/reviews?productId=&page=&size=  a page of a product's approved reviews
 * POST /api/consumer/reviews                         the comment form (multipart: productId, name,
 *      phone, score, message, up to 3 images); the review waits for the seller's approval
 */
export async function reviewRoutes(
  fastify: FastifyInstance,
  deps: { sites: SiteService; products: ProductService; reviews: ReviewService; images: ImageStore; rateLimit?: { max: number; timeWindow: number } },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    apiRoute('reviews'),
    {
      schema: {
        summary: 'A page of a product’s approved reviews',
        tags: ['reviews'],
        headers: consumerHeaders,
        querystring: reviewsQuery,
        response: replies(reviewPageSchema),
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, deps.sites);
      const product = await deps.products.find(site, request.query.productId);
      if (!product) return fail(reply, 404, CODES.NOT_FOUND, translate(await localeOf(request, deps.sites), 'error.productNotFound'));
      const { page, size } = request.query;
      const reviews = await deps.reviews.page(product.id, page, size);
      return ok(reply, { ...reviews, page, size });
    },
  );

  app.post(
    apiRoute('reviews'),
    {
      config: { rateLimit: deps.rateLimit ?? { max: 5, timeWindow: 10 * 60_000 } },
      schema: {
        summary: 'The comment form: a review with up to three photos, held for the seller’s approval',
        tags: ['reviews'],
        headers: consumerHeaders,
        multipart: reviewForm,
        response: replies(reviewSubmittedSchema),
      },
      // Room for the photos (each is cut off past the size limit and refused as too large).
      bodyLimit: (REVIEW_IMAGES_MAX + 1) * (REVIEW_IMAGE_LIMITS.maxBytes + 1) + 65_536,
    },
    async (request, reply) => {
      const site = await siteOf(request, deps.sites);
      const locale = await localeOf(request, deps.sites);
      if (!request.isMultipart()) return fail(reply, 400, CODES.INVALID_REQUEST, translate(locale, 'error.invalidRequest'));

      const form = await readMultipart(request, { fileSize: REVIEW_IMAGE_LIMITS.maxBytes + 1, files: REVIEW_IMAGES_MAX + 1, fields: 10, parts: 20, fieldSize: 4000 });
      if (!form) return fail(reply, 400, CODES.INVALID_REQUEST, translate(locale, 'error.invalidRequest'));
      const fields = form.fields;
      const images: string[] = [];
      const errors: ReviewErrors = {};
      const files = form.files.length;
      for (const { bytes } of form.files.slice(0, REVIEW_IMAGES_MAX)) {
        // The bytes decide what the file is: never its name or declared type.
        const processed = bytes ? await processImage(bytes) : ({ ok: false, problem: 'tooLarge' } as const);
        if (!processed.ok) {
          errors.images ??= { key: `review.image.${processed.problem}`, values: { max: Math.round(REVIEW_IMAGE_LIMITS.maxBytes / 1_048_576) } };
          continue;
        }
        images.push(`/uploads/${await deps.images.save(processed)}`);
      }

      const product = fields.productId ? await deps.products.find(site, fields.productId) : undefined;
      if (!product) return fail(reply, 404, CODES.NOT_FOUND, translate(locale, 'error.productNotFound'));
      const review = validateReview(requireZone(site.zoneId), { name: fields.name, phone: fields.phone, score: Number(fields.score), message: fields.message }, files);
      const allErrors = { ...(review.ok ? {} : review.errors), ...errors };
      if (!review.ok || Object.keys(allErrors).length > 0) {
        const first = Object.values(allErrors)[0]!;
        return fail(reply, 400, CODES.INVALID_FIELDS, translate(locale, first.key, first.values), { fieldErrors: allErrors });
      }
      await deps.reviews.submit(product.id, review.value, images, locale);
      return ok(reply, { status: 'pending' }, translate(locale, 'review.thanks'));
    },
  );
}

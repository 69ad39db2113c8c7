import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../../domain/api-paths';
import { returnSubmittedSchema } from '../../../domain/contracts/returns';
import { returnForm } from '../../../domain/contracts/requests';
import { consumerHeaders, replies } from '../../http/contract';
import { readMultipart } from '../../http/multipart';
import { RETURN_LIMITS } from '../../../domain/return-request';
import { CODES, fail, ok } from '../../http/envelope';
import { localeOf, siteOf } from '../../http/request-context';
import { translate } from '../../i18n';
import type { ReturnService, UploadedFile } from './returns.service';
import type { SiteService } from '../sites/sites.service';
import { REVIEW_IMAGE_LIMITS } from '../uploads/uploads.images';

const FILE_FIELDS = { packagePhotos: 'packagePhotos', screenshot: 'screenshot' } as const;
const MAX_FILES = RETURN_LIMITS.packagePhotos + RETURN_LIMITS.screenshots;

/**
 * POST /api/consumer/returns: the return form (multipart: reason, remark, carrier, trackingNo,
 * orderNo, pickerName, pickerPhone, address, region; files `packagePhotos` (1 to 3) and
 * `screenshot` (0 or 1)). Answers the request's id and status, or the field errors: 400 for the
 * form's rules, 404 for an unknown order number, 409 for an order that may not be returned now.
 */
export async function returnRoutes(app: FastifyInstance, deps: { sites: SiteService; returns: ReturnService; rateLimit?: { max: number; timeWindow: number } }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiRoute('returns'),
    {
      config: { rateLimit: deps.rateLimit ?? { max: 10, timeWindow: 10 * 60_000 } },
      schema: {
        summary: 'A return request for a delivered order, with photos of the parcel',
        tags: ['orders'],
        headers: consumerHeaders,
        multipart: returnForm,
        response: replies(returnSubmittedSchema),
      },
      bodyLimit: (MAX_FILES + 1) * (REVIEW_IMAGE_LIMITS.maxBytes + 1) + 65_536,
    },
    async (request, reply) => {
      const site = await siteOf(request, deps.sites);
      const locale = await localeOf(request, deps.sites);
      if (!request.isMultipart()) return fail(reply, 400, CODES.INVALID_REQUEST, translate(locale, 'error.invalidRequest'));

      const form = await readMultipart(request, { fileSize: REVIEW_IMAGE_LIMITS.maxBytes + 1, files: MAX_FILES + 1, fields: 20, parts: 30, fieldSize: 4000 });
      if (!form) return fail(reply, 400, CODES.INVALID_REQUEST, translate(locale, 'error.invalidRequest'));
      const fields = form.fields;
      const files: Record<keyof typeof FILE_FIELDS, UploadedFile[]> = { packagePhotos: [], screenshot: [] };
      let extra = false;
      for (const { field, bytes } of form.files) {
        if (field === 'packagePhotos' || field === 'screenshot') files[field].push(bytes);
        else extra = true;
      }
      if (extra) return fail(reply, 400, CODES.INVALID_REQUEST, translate(locale, 'error.invalidRequest'));

      const result = await deps.returns.submit(site, { fields, packagePhotos: files.packagePhotos, screenshots: files.screenshot, locale });
      if (result.ok) return ok(reply, { id: result.id, status: result.status }, translate(locale, 'return.thanks'));
      const first = Object.values(result.errors)[0];
      const message = first ? translate(locale, first.key, first.values) : translate(locale, 'return.failed');
      const status = result.reason === 'invalid' ? 400 : result.reason === 'orderNotFound' ? 404 : 409;
      const code = result.reason === 'invalid' ? CODES.INVALID_FIELDS : result.reason === 'orderNotFound' ? CODES.NOT_FOUND : CODES.RETURN_NOT_ALLOWED;
      return fail(reply, status, code, message, { fieldErrors: result.errors });
    },
  );
}

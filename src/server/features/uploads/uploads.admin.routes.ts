import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUploadForm, uploadedImageSchema } from '../../../domain/contracts/admin-catalog';
import { CODES, fail, ok } from '../../http/envelope';
import { replies } from '../../http/contract';
import { readMultipart } from '../../http/multipart';
import { adminLocale } from '../operators/admin-messages';
import { ADMIN_API } from '../operators/operators.routes';
import { processImage, type ImageLimits, type ImageProblem, type ImageStore } from './uploads.images';

/** A product photo: larger than a review photo may be, kept up to 2000 px on its longest side. */
export const PRODUCT_IMAGE_LIMITS: ImageLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000, maxSide: 2000 };

type UploadProblem = ImageProblem | 'noImage';

const MESSAGES: Record<'en' | 'zh-TW', Record<UploadProblem, string>> = {
  en: {
    noImage: 'Choose one image to upload.',
    tooLarge: 'The image is larger than 10 MB.',
    notAnImage: 'This file is not an image the shop can use (JPEG, PNG, WebP, GIF or AVIF).',
    tooManyPixels: 'The image has too many pixels: make it smaller.',
  },
  'zh-TW': {
    noImage: '請選擇一張要上傳的圖片。',
    tooLarge: '圖片超過 10 MB。',
    notAnImage: '此檔案不是商店可用的圖片（JPEG、PNG、WebP、GIF 或 AVIF）。',
    tooManyPixels: '圖片像素過多：請縮小後再上傳。',
  },
};

/**
 * POST /admin/api/uploads (owners): one product photo, multipart field `image`. It goes through
 * the same pipeline as shoppers' photos (the bytes decide the type, re-encoded to WebP with no
 * metadata, stored under a random name), its renditions are made (src/domain/renditions.ts), and
 * it answers where it is and its size, for a banner or a sku's image.
 */
export async function uploadAdminRoutes(fastify: FastifyInstance, deps: { store: ImageStore }) {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    `${ADMIN_API}/uploads`,
    {
      config: { access: 'catalog' },
      schema: { summary: 'Upload a product photo (owners)', tags: ['back office'], multipart: adminUploadForm, response: replies(uploadedImageSchema) },
      bodyLimit: PRODUCT_IMAGE_LIMITS.maxBytes + 65_536,
    },
    async (request, reply) => {
      const messages = MESSAGES[adminLocale(request.headers['accept-language'])];
      const refuse = (problem: UploadProblem) => fail(reply, 400, CODES.INVALID_FIELDS, messages[problem], { issues: [{ field: 'body.image', problem }] });
      if (!request.isMultipart()) return refuse('noImage');
      const form = await readMultipart(request, { fileSize: PRODUCT_IMAGE_LIMITS.maxBytes + 1, files: 2, fields: 2, parts: 4, fieldSize: 200 });
      const files = form?.files.filter((file) => file.field === 'image') ?? [];
      if (files.length !== 1) return refuse('noImage');
      const bytes = files[0]!.bytes;
      const processed = bytes ? await processImage(bytes, PRODUCT_IMAGE_LIMITS) : ({ ok: false, problem: 'tooLarge' } as const);
      if (!processed.ok) return refuse(processed.problem);
      const name = await deps.store.save(processed);
      // The narrower copies a phone is sent are made now, not while the first shopper waits.
      await deps.store.makeRenditions(name);
      return ok(reply, { src: `/uploads/${name}`, width: processed.width, height: processed.height });
    },
  );
}

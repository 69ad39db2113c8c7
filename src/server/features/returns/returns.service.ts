import { randomUUID } from 'node:crypto';
import { primaryAddressFile } from '../../../domain/address-form';
import { ADDRESS_REGIONS } from '../../../domain/address';
import { RETURN_LIMITS, returnWindow, validateReturn, type ReturnErrors, type ReturnStatus } from '../../../domain/return-request';
import { requireZone } from '../../../domain/zones';
import type { FieldError } from '../../../domain/recipient';
import type { AddressDataSource } from '../address/address.data';
import type { Site } from '../sites/sites.repository';
import { processImage, REVIEW_IMAGE_LIMITS, type ImageStore, type ProcessedImage } from '../uploads/uploads.images';
import type { OrderLifecycle } from '../orders/orders.lifecycle';
import { RETURN_MOVES, type ReturnRepository, type ReturnRequest } from './returns.repository';
import { isUniqueViolation } from '../../db/errors';

/** An uploaded file as it arrived: its bytes, or null when it was cut off past the size limit. */
export type UploadedFile = Buffer | null;

export interface ReturnSubmission {
  fields: Record<string, string>;
  packagePhotos: UploadedFile[];
  screenshots: UploadedFile[];
  locale: string;
}

export type SubmitReturnResult =
  | { ok: true; id: string; status: ReturnStatus }
  | { ok: false; reason: 'invalid' | 'orderNotFound' | 'notReturnable' | 'alreadyRequested'; errors: ReturnErrors };

export interface ReturnServiceDeps {
  returns: ReturnRepository;
  /** Receiving a parcel closes its order through the order's lifecycle. */
  lifecycle: OrderLifecycle;
  addresses: AddressDataSource;
  /** Where return photos are kept: never served to the public (they show labels and addresses). */
  images: ImageStore;
  clock?: () => Date;
}

const photoError = (problem: string): FieldError => ({ key: `review.image.${problem}`, values: { max: Math.round(REVIEW_IMAGE_LIMITS.maxBytes / 1_048_576) } });

export function createReturnService({ returns, lifecycle, addresses, images, clock = () => new Date() }: ReturnServiceDeps) {
  /** The zone's regions (its first-level places), when the shop has its list of places. */
  async function regionsOf(zoneId: number): Promise<string[] | null> {
    const zone = requireZone(zoneId);
    if (!(ADDRESS_REGIONS as readonly number[]).includes(zone.id)) return null;
    const data = await addresses.load(primaryAddressFile(zone));
    return data ? data.tree.map((place) => place.name) : null;
  }

  async function processAll(files: readonly UploadedFile[]): Promise<{ images: Extract<ProcessedImage, { ok: true }>[]; error: FieldError | null }> {
    const processed: Extract<ProcessedImage, { ok: true }>[] = [];
    let error: FieldError | null = null;
    for (const bytes of files) {
      // The bytes decide what the file is: never its name or declared type.
      const image = bytes ? await processImage(bytes) : ({ ok: false, problem: 'tooLarge' } as const);
      if (image.ok) processed.push(image);
      else error ??= photoError(image.problem);
    }
    return { images: processed, error };
  }

  return {
    /**
     * A shopper's return request (spec §5 Return form). Checked in this order, so the answer names
     * the first thing to put right: the form's rules and the photos, then the order (one of this
     * site's; an unknown number asks to confirm it again), then whether it may be returned now
     * (delivered, within the zone's return period), then that no other request is in progress.
     * The photos are kept only once everything passed.
     */
    async submit(site: Site, submission: ReturnSubmission): Promise<SubmitReturnResult> {
      const zone = requireZone(site.zoneId);
      const [packagePhotos, screenshots] = [await processAll(submission.packagePhotos), await processAll(submission.screenshots)];
      const checked = validateReturn(zone, submission.fields, { packagePhotos: submission.packagePhotos.length, screenshots: submission.screenshots.length }, await regionsOf(zone.id));
      const errors: ReturnErrors = { ...(checked.ok ? {} : checked.errors) };
      if (packagePhotos.error && !errors.packagePhotos) errors.packagePhotos = packagePhotos.error;
      if (screenshots.error && !errors.screenshot) errors.screenshot = screenshots.error;
      if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };
      const request = checked.value;

      const order = await returns.order(site.id, request.orderNo);
      if (!order) return { ok: false, reason: 'orderNotFound', errors: { orderNo: { key: 'return.orderNotFound' } } };
      const window = returnWindow({ status: order.status, deliveredAt: order.deliveredAt }, requireZone(order.zoneId).returnDays, clock());
      if (!window.open) return { ok: false, reason: 'notReturnable', errors: { orderNo: { key: `return.${window.reason}`, values: { days: window.days } } } };
      if (await returns.openFor(order.orderNo)) return { ok: false, reason: 'alreadyRequested', errors: { orderNo: { key: 'return.alreadyRequested' } } };

      const saved = async (list: typeof packagePhotos.images) => Promise.all(list.map((image) => images.save(image)));
      const at = clock().toISOString();
      const id = randomUUID();
      try {
        await returns.insert({
          id,
          orderNo: order.orderNo,
          reason: request.reason,
          remark: request.remark,
          carrier: request.carrier,
          trackingNo: request.trackingNo,
          screenshot: (await saved(screenshots.images))[0] ?? null,
          packagePhotos: await saved(packagePhotos.images),
          pickerName: request.pickerName,
          pickerPhone: request.pickerPhone,
          address: request.address,
          region: request.region,
          locale: submission.locale,
          createdAt: at,
        });
      } catch (error) {
        // Another request for the order came in at the same moment: the unique index kept one.
        if (isUniqueViolation(error)) return { ok: false, reason: 'alreadyRequested', errors: { orderNo: { key: 'return.alreadyRequested' } } };
        throw error;
      }
      return { ok: true, id, status: 'SUBMITTED' };
    },

    /** The shop's side (the operator CLI): requests waiting for an answer or for their parcel. */
    async open(): Promise<ReturnRequest[]> {
      return returns.withStatus(['SUBMITTED', 'ACCEPTED']);
    },

    /**
     * The shop answers a request (accept, reject) or receives its parcel, which closes the order
     * through its lifecycle: both change together or not at all.
     */
    async decide(id: string, to: Exclude<ReturnStatus, 'SUBMITTED'>, reply?: string): Promise<{ ok: true } | { ok: false; reason: 'notFound' | 'notAllowed' }> {
      const request = await returns.find(id);
      if (!request) return { ok: false, reason: 'notFound' };
      const from = request.status;
      if (!RETURN_MOVES[from].includes(to)) return { ok: false, reason: 'notAllowed' };
      const at = clock().toISOString();
      const text = reply?.trim() ? reply.trim().slice(0, RETURN_LIMITS.remark) : undefined;
      return returns.transaction(async (trx) => {
        if (!(await returns.move(id, from, to, text, at, trx))) return { ok: false as const, reason: 'notAllowed' as const };
        if (to === 'RECEIVED') {
          const moved = await lifecycle.transition(request.orderNo, { type: 'return.receive', returnId: id }, at, trx);
          if (!moved.ok) throw new ReturnRefused(moved.reason);
        }
        return { ok: true as const };
      }).catch((error: unknown) => {
        if (error instanceof ReturnRefused) return { ok: false as const, reason: 'notAllowed' as const };
        throw error;
      });
    },
  };
}

/** Rolls the request's change back when its order cannot take the return. */
class ReturnRefused extends Error {}

export type ReturnService = ReturnType<typeof createReturnService>;

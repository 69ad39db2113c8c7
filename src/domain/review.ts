import { printedTextProblem, readPhone, tidy, type FieldError } from './recipient';
import type { Zone } from './zones';

/**
 * The comment form (spec §3 Comment form: name, phone, score, message, image; spec §5: name and
 * message cannot be empty). The phone follows the zone's mobile rule, as on the order form; it is
 * for the seller, never shown. One set of rules for the browser and the server.
 */
export interface ReviewInput {
  name: string;
  phone: string;
  /** 1 to 5 stars; 0 while not chosen. */
  score: number;
  message: string;
}

export type ReviewField = keyof ReviewInput | 'images';
export type ReviewErrors = Partial<Record<ReviewField, FieldError>>;

export const REVIEW_NAME_MAX = 50;
export const REVIEW_MESSAGE_MAX = 1000;
/** Photos a review may carry. */
export const REVIEW_IMAGES_MAX = 3;
/** The page sizes of a product's reviews. */
export const REVIEW_PAGE_SIZES = [5, 10, 20] as const;

export interface ValidReview {
  name: string;
  /** E.164. */
  phone: string;
  score: number;
  message: string;
}

export type ReviewValidation = { ok: true; value: ValidReview } | { ok: false; errors: ReviewErrors };

export function validateReview(zone: Pick<Zone, 'id' | 'country' | 'callingCode' | 'phone' | 'phoneExample'>, input: Partial<ReviewInput>, imageCount = 0): ReviewValidation {
  const errors: ReviewErrors = {};
  const name = tidy(String(input.name ?? ''));
  // The message as written (full-width punctuation is how Chinese and Japanese are written).
  const message = String(input.message ?? '').normalize('NFC').trim();
  const score = Number(input.score ?? 0);
  // Stryker disable next-line StringLiteral: a missing phone and any stand-in text are both no phone number
  const phone = readPhone(zone, String(input.phone ?? ''));

  if (name === '') errors.name = { key: 'nameTips' };
  else if (printedTextProblem(name)) errors.name = printedTextProblem(name)!;
  else if (name.length > REVIEW_NAME_MAX) errors.name = { key: 'nameTooLong', values: { max: REVIEW_NAME_MAX } };
  if (!phone.valid) {
    errors.phone = { key: zone.phone.messageKey, hintKey: `phoneHint.${zone.id}`, ...(zone.phoneExample ? { hintValues: { example: zone.phoneExample } } : {}) };
  }
  if (!Number.isInteger(score) || score < 1 || score > 5) errors.score = { key: 'review.scoreTips' };
  if (message === '') errors.message = { key: 'review.messageTips' };
  else if (message.length > REVIEW_MESSAGE_MAX) errors.message = { key: 'review.messageTooLong', values: { max: REVIEW_MESSAGE_MAX } };
  if (imageCount > REVIEW_IMAGES_MAX) errors.images = { key: 'review.tooManyImages', values: { max: REVIEW_IMAGES_MAX } };

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, phone: phone.e164 ?? phone.national, score, message } };
}

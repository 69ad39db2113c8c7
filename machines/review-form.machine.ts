import { assign, fromPromise, setup } from 'xstate';
import { REVIEW_IMAGES_MAX, validateReview, type ReviewErrors, type ReviewField, type ReviewInput } from '../src/domain/review';
import { requireZone } from '../src/domain/zones';
import { visibleErrors } from '../src/domain/form-errors';

/**
 * The comment form (spec §3: name, phone, score, message, image; spec §5: name and message
 * required): filled in, checked like the server checks it, sent with its photos, then held by the
 * shop for approval. A failed submission keeps everything typed and chosen.
 *
 *   editing ──review.submit (valid)──▶ submitting ──done──▶ submitted
 *      ▲  └──review.submit (invalid): every error shows     └──error──▶ editing (the reason shown)
 */
export interface ReviewFormInput {
  zoneId: number;
  productId: string;
  /** What is already known (the name and phone of a shopper who ordered here). */
  values?: Partial<ReviewInput>;
}

/** A photo the shopper picked: the file and a preview URL the page made for it. */
export interface PickedPhoto {
  file: Blob;
  name: string;
  preview: string;
}

export interface ReviewFormContext extends Omit<ReviewFormInput, 'values'> {
  values: ReviewInput;
  photos: PickedPhoto[];
  touched: ReviewField[];
  revealAll: boolean;
  /** What the server said when it refused (its field errors show in the form). */
  failure: { message: string; fieldErrors: ReviewErrors } | null;
}

export type ReviewFormEvent =
  | { type: 'field.change'; field: keyof ReviewInput; value: string }
  | { type: 'field.blur'; field: ReviewField }
  | { type: 'photos.add'; photos: PickedPhoto[] }
  | { type: 'photos.remove'; index: number }
  | { type: 'review.submit' };

export interface SubmitReviewInput {
  productId: string;
  values: ReviewInput;
  photos: readonly PickedPhoto[];
}

export class SubmitReviewError extends Error {
  constructor(readonly fieldErrors: ReviewErrors) {
    // Stryker disable next-line StringLiteral: never shown: the form shows the refusal by its fields (its failure's message is '')
    super('review refused');
  }
}

const EMPTY: ReviewInput = { name: '', phone: '', score: 0, message: '' };

export const selectReviewErrors = (context: ReviewFormContext): ReviewErrors => {
  const result = validateReview(requireZone(context.zoneId), context.values, context.photos.length);
  return { ...(result.ok ? {} : result.errors), ...(context.failure?.fieldErrors ?? {}) };
};

/** The errors to show: those of fields left, or all after a submit attempt. */
export const selectVisibleReviewErrors = (context: ReviewFormContext): ReviewErrors => visibleErrors(selectReviewErrors(context), context.touched, context.revealAll);

export const reviewFormMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as ReviewFormContext, events: {} as ReviewFormEvent, input: {} as ReviewFormInput },
  actors: {
    submitReview: fromPromise<void, SubmitReviewInput>(async () => {
      throw new Error('submitReview is provided by the composition root');
    }),
  },
  actions: {
    setField: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: setField runs on field.change only: the check narrows the event's type
      if (event.type !== 'field.change') return {};
      const value = event.field === 'score' ? Number(event.value) : event.value;
      // A change answers the server's complaint about that field.
      const fieldErrors = { ...context.failure?.fieldErrors };
      delete fieldErrors[event.field];
      return { values: { ...context.values, [event.field]: value }, failure: context.failure && { ...context.failure, fieldErrors } };
    }),
    touch: assign({ touched: ({ context, event }) => (event.type === 'field.blur' && !context.touched.includes(event.field) ? [...context.touched, event.field] : context.touched) }),
    addPhotos: assign({
      photos: ({ context, event }) => (event.type === 'photos.add' ? [...context.photos, ...event.photos].slice(0, REVIEW_IMAGES_MAX) : context.photos),
      touched: ({ context }) => (context.touched.includes('images') ? context.touched : [...context.touched, 'images']),
      failure: ({ context }) => {
        if (!context.failure) return null;
        const { images: _answered, ...fieldErrors } = context.failure.fieldErrors;
        return { ...context.failure, fieldErrors };
      },
    }),
    removePhoto: assign({ photos: ({ context, event }) => (event.type === 'photos.remove' ? context.photos.filter((_, index) => index !== event.index) : context.photos) }),
    revealErrors: assign({ revealAll: true }),
    clearFailure: assign({ failure: null }),
    setFailure: assign({
      failure: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        return error instanceof SubmitReviewError ? { message: '', fieldErrors: error.fieldErrors } : { message: String(error), fieldErrors: {} };
      },
      revealAll: true,
    }),
  },
  guards: {
    isValid: ({ context }) => validateReview(requireZone(context.zoneId), context.values, context.photos.length).ok,
  },
}).createMachine({
  id: 'reviewForm',
  context: ({ input }) => ({ zoneId: input.zoneId, productId: input.productId, values: { ...EMPTY, ...input.values }, photos: [], touched: [], revealAll: false, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'setField' },
        'field.blur': { actions: 'touch' },
        'photos.add': { actions: 'addPhotos' },
        'photos.remove': { actions: 'removePhoto' },
        'review.submit': [{ guard: 'isValid', target: 'submitting', actions: 'clearFailure' }, { actions: 'revealErrors' }],
      },
    },
    submitting: {
      invoke: {
        id: 'submitReview',
        src: 'submitReview',
        input: ({ context }) => ({ productId: context.productId, values: context.values, photos: context.photos }),
        onDone: 'submitted',
        onError: { target: 'editing', actions: 'setFailure' },
      },
    },
    submitted: { type: 'final' },
  },
});

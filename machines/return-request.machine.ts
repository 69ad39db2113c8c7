import { assign, fromPromise, setup } from 'xstate';
import { EMPTY_RETURN, RETURN_LIMITS, validateReturn, type ReturnErrors, type ReturnField, type ReturnInput } from '../src/domain/return-request';
import { visibleErrors } from '../src/domain/form-errors';
import { requireZone } from '../src/domain/zones';
import type { PickedPhoto } from './review-form.machine';
import type { PhotoProblem } from '../src/domain/photo';

/**
 * The return request (spec §3 Return request, §4 reasons, §5 Return form): the shopper fills it
 * in, checked as the server checks it; it is sent with its photos; the server checks the order
 * (unknown: "confirm again"), the return period and the rest. A refused or failed submission
 * keeps everything typed and chosen, with the reason shown by its field.
 *
 *   editing ──return.submit (valid)──▶ submitting ──done──▶ submitted
 *      ▲  └──return.submit (invalid): every error shows     └──error──▶ editing (the reason shown)
 */
export type PhotoTarget = 'packagePhotos' | 'screenshot';

/** A picked file that is not taken, and why (checked when picked: src/domain/photo). */
export interface RefusedPhoto {
  name: string;
  problem: PhotoProblem;
}

export interface ReturnRequestInput {
  zoneId: number;
  /** What is already known (the order number from the order page). */
  values?: Partial<ReturnInput>;
}

export interface ReturnRequestContext {
  zoneId: number;
  values: ReturnInput;
  packagePhotos: PickedPhoto[];
  screenshot: PickedPhoto[];
  /** The files of the last pick that were not taken, by field. */
  refused: Record<PhotoTarget, RefusedPhoto[]>;
  touched: ReturnField[];
  revealAll: boolean;
  /** What the server said when it refused or failed (its field errors show by their fields). */
  failure: { message: string; fieldErrors: ReturnErrors } | null;
  /** The request as the shop took it. */
  submitted: { id: string; status: string } | null;
}

export type ReturnRequestEvent =
  | { type: 'field.change'; field: keyof ReturnInput; value: string }
  | { type: 'field.blur'; field: ReturnField }
  | { type: 'photos.add'; target: PhotoTarget; photos: PickedPhoto[]; refused?: RefusedPhoto[] }
  | { type: 'photos.remove'; target: PhotoTarget; index: number }
  | { type: 'return.submit' };

export interface SubmitReturnInput {
  values: ReturnInput;
  packagePhotos: readonly PickedPhoto[];
  screenshot: readonly PickedPhoto[];
}

/** The server refused the request: its field errors (an unknown order, the period over...). */
export class SubmitReturnError extends Error {
  constructor(
    readonly fieldErrors: ReturnErrors,
    message = 'return refused',
  ) {
    super(message);
  }
}

const MAX: Record<PhotoTarget, number> = { packagePhotos: RETURN_LIMITS.packagePhotos, screenshot: RETURN_LIMITS.screenshots };

const check = (context: ReturnRequestContext) =>
  validateReturn(requireZone(context.zoneId), context.values, { packagePhotos: context.packagePhotos.length, screenshots: context.screenshot.length });

/** Every error of the form as it stands, and the server's (until the field is changed). */
export const selectReturnErrors = (context: ReturnRequestContext): ReturnErrors => {
  const result = check(context);
  return { ...(result.ok ? {} : result.errors), ...(context.failure?.fieldErrors ?? {}) };
};

export const selectVisibleReturnErrors = (context: ReturnRequestContext): ReturnErrors => visibleErrors(selectReturnErrors(context), context.touched, context.revealAll);

/** The server's complaints, less the one a change answers. */
const without = (failure: ReturnRequestContext['failure'], field: ReturnField): ReturnRequestContext['failure'] => {
  if (!failure) return null;
  const fieldErrors = { ...failure.fieldErrors };
  delete fieldErrors[field];
  return { ...failure, fieldErrors };
};

export const returnRequestMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, nothing reads them at run time
  types: { context: {} as ReturnRequestContext, events: {} as ReturnRequestEvent, input: {} as ReturnRequestInput },
  actors: {
    submitReturn: fromPromise<{ id: string; status: string }, SubmitReturnInput>(async () => {
      throw new Error('submitReturn is provided by the composition root');
    }),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return { values: { ...context.values, [event.field]: event.value }, failure: without(context.failure, event.field) };
    }),
    touch: assign({ touched: ({ context, event }) => (event.type === 'field.blur' && !context.touched.includes(event.field) ? [...context.touched, event.field] : context.touched) }),
    addPhotos: assign(({ context, event }) => {
      if (event.type !== 'photos.add') return {};
      return {
        [event.target]: [...context[event.target], ...event.photos].slice(0, MAX[event.target]),
        refused: { ...context.refused, [event.target]: event.refused ?? [] },
        touched: context.touched.includes(event.target) ? context.touched : [...context.touched, event.target],
        failure: without(context.failure, event.target),
      };
    }),
    removePhoto: assign(({ context, event }) => {
      if (event.type !== 'photos.remove') return {};
      return { [event.target]: context[event.target].filter((_, index) => index !== event.index) };
    }),
    revealErrors: assign({ revealAll: true }),
    clearFailure: assign({ failure: null }),
    setFailure: assign({
      failure: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        return error instanceof SubmitReturnError ? { message: error.message, fieldErrors: error.fieldErrors } : { message: error instanceof Error ? error.message : String(error), fieldErrors: {} };
      },
      revealAll: true,
    }),
    setSubmitted: assign({ submitted: ({ event }) => (event as unknown as { output: { id: string; status: string } }).output }),
  },
  guards: {
    isValid: ({ context }) => check(context).ok,
  },
}).createMachine({
  id: 'returnRequest',
  context: ({ input }) => ({
    zoneId: input.zoneId,
    values: { ...EMPTY_RETURN, ...input.values },
    packagePhotos: [],
    screenshot: [],
    refused: { packagePhotos: [], screenshot: [] },
    touched: [],
    revealAll: false,
    failure: null,
    submitted: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'setField' },
        'field.blur': { actions: 'touch' },
        'photos.add': { actions: 'addPhotos' },
        'photos.remove': { actions: 'removePhoto' },
        'return.submit': [{ guard: 'isValid', target: 'submitting', actions: 'clearFailure' }, { actions: 'revealErrors' }],
      },
    },
    submitting: {
      invoke: {
        id: 'submitReturn',
        src: 'submitReturn',
        input: ({ context }) => ({ values: context.values, packagePhotos: context.packagePhotos, screenshot: context.screenshot }),
        onDone: { target: 'submitted', actions: 'setSubmitted' },
        onError: { target: 'editing', actions: 'setFailure' },
      },
    },
    submitted: { type: 'final' },
  },
});

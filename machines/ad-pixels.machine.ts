import { assign, fromPromise, setup } from 'xstate';
import { adPixelFieldOf, formFromPixels, pixelsFromForm, type AdPixelsForm } from '../src/domain/ad-pixels-form';
import type { ProductPixels } from '../src/domain/tracking';

/**
 * A product's ad pixels in the product editor:
 *
 *   loading ──▶ editing ──pixels.save──▶ saving ──▶ saved | failed
 *      │            ▲ form.change (from saved or failed too)   │
 *      ▼            └──────────────────────────────────────────┘
 *   loadFailed ──pixels.load──▶ loading
 *
 * A refused save keeps what was typed, with the networks whose ids were refused; a save that
 * goes through fills the form from the server's answer.
 */

/** A save the server refused (or could not be reached for): its message and the refused fields. */
export interface PixelsRefusal {
  message: string | null;
  issues: { field: string; problem: string }[];
}

export type AdPixelsEvent = { type: 'pixels.load' } | { type: 'form.change'; field: keyof AdPixelsForm; value: string } | { type: 'pixels.save' };

export interface AdPixelsContext {
  productId: string;
  form: AdPixelsForm | null;
  /** The refused networks' fields (`facebook`), from the last refused save. */
  invalid: string[];
  message: string | null;
}

const refusalOf = (error: unknown): PixelsRefusal => {
  if (error && typeof error === 'object' && 'issues' in error) return error as PixelsRefusal;
  return { message: error instanceof Error && error.message !== '' ? error.message : null, issues: [] };
};

export const adPixelsMachine = setup({
  types: { context: {} as AdPixelsContext, events: {} as AdPixelsEvent, input: {} as { productId: string } },
  actors: {
    loadPixels: fromPromise<ProductPixels, { productId: string }>(async () => {
      throw new Error('loadPixels is provided by the product editor page');
    }),
    savePixels: fromPromise<ProductPixels, { productId: string; pixels: ProductPixels }>(async () => {
      throw new Error('savePixels is provided by the product editor page');
    }),
  },
  actions: {
    setLoaded: assign(({ event }) => ({ form: formFromPixels((event as unknown as { output: ProductPixels }).output), invalid: [], message: null })),
    setField: assign({
      form: ({ context, event }) => {
        const change = event as { field: keyof AdPixelsForm; value: string };
        return { ...context.form!, [change.field]: change.value };
      },
      message: null,
    }),
    clearFailure: assign({ invalid: [], message: null }),
    setFailure: assign(({ event }) => {
      const refusal = refusalOf((event as unknown as { error: unknown }).error);
      const invalid = [...new Set(refusal.issues.map((issue) => adPixelFieldOf(issue.field)).filter((field): field is NonNullable<typeof field> => field !== null))];
      return { message: refusal.message, invalid };
    }),
  },
}).createMachine({
  id: 'adPixels',
  context: ({ input }) => ({ productId: input.productId, form: null, invalid: [], message: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPixels',
        src: 'loadPixels',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'editing', actions: 'setLoaded' },
        onError: { target: 'loadFailed', actions: 'setFailure' },
      },
    },
    loadFailed: {
      on: { 'pixels.load': 'loading' },
    },
    editing: {
      on: { 'form.change': { actions: 'setField' }, 'pixels.save': 'saving' },
    },
    saving: {
      entry: 'clearFailure',
      invoke: {
        id: 'savePixels',
        src: 'savePixels',
        input: ({ context }) => ({ productId: context.productId, pixels: pixelsFromForm(context.form!) }),
        onDone: { target: 'saved', actions: 'setLoaded' },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    saved: {
      on: { 'form.change': { target: 'editing', actions: 'setField' }, 'pixels.save': 'saving' },
    },
    failed: {
      on: { 'form.change': { target: 'editing', actions: 'setField' }, 'pixels.save': 'saving' },
    },
  },
});

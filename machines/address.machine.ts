import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { NO_ADDRESS_SCRIPTS, type AddressData } from '../src/domain/address';

/**
 * Address data loading (spec §4 "Address state": regionId, addressData, isLoading, error and a
 * record of which regions have loaded). One actor serves a page; forms ask it for a region's file
 * (`10`, `10-city`, the pickup file `1-711`) and read the data from its snapshot.
 *
 * - A file loads once: asking again for a loaded file answers from the cache with no request.
 * - `isLoading` (the `loading` state) is on only while a file loads.
 * - A file that does not exist (not in `available`) fails at once with the spec's error, in
 *   Chinese (`NO_ADDRESS_SCRIPTS`); views show the shopper's language beside it.
 * - A script that fails to load stores the error, and the result is empty.
 * - Asking for another file while one loads queues it; it loads next.
 *
 *   idle/ready/failed ──address.load──▶ ready (cached) | failed (no such script) | loading
 *   loading ──done──▶ ready      loading ──error──▶ failed      (then the next queued file)
 */
export interface AddressError {
  kind: 'noScripts' | 'failed';
  /** The spec's message for `noScripts`; the loader's for `failed`. */
  message: string;
}

export interface AddressContext {
  /** The file asked for last (the spec's `regionId`). */
  regionId: string | null;
  /** Its data; null while it loads, after a failure, or before anything was asked. */
  addressData: AddressData | null;
  /** Every file loaded so far (the spec's record of loaded regions). */
  loaded: Record<string, AddressData>;
  /** The error of the file asked for last. */
  error: AddressError | null;
  /** The last error of every file that failed and has not loaded since. */
  failures: Record<string, AddressError>;
  /** Files asked for while another loads, in order. */
  queue: string[];
  /** Files that exist on the server. */
  available: readonly string[];
}

/** Asking again for a file that failed is the retry. */
export type AddressEvent = { type: 'address.load'; file: string };

export interface AddressInput {
  available: readonly string[];
}

type FileStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** How one file stands, for a view that needs several (a province list and its towns). */
export function selectFileStatus(snapshot: { context: AddressContext; matches(state: 'loading'): boolean }, file: string): FileStatus {
  const { context } = snapshot;
  if (context.loaded[file]) return 'ready';
  if (context.queue.includes(file) || (snapshot.matches('loading') && context.regionId === file)) return 'loading';
  if (context.failures[file]) return 'failed';
  return 'idle';
}

export const addressMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as AddressContext, events: {} as AddressEvent, input: {} as AddressInput },
  actors: {
    loadAddressScript: fromPromise<AddressData, { file: string }>(async () => {
      throw new Error('loadAddressScript is provided by the composition root');
    }),
  },
  actions: {
    askFor: assign({
      regionId: ({ event }) => event.file,
      addressData: ({ event, context }) => context.loaded[event.file] ?? null,
      error: null,
    }),
    rejectUnknown: assign({
      error: { kind: 'noScripts', message: NO_ADDRESS_SCRIPTS },
      failures: ({ context }) => ({ ...context.failures, [context.regionId!]: { kind: 'noScripts', message: NO_ADDRESS_SCRIPTS } }),
    }),
    enqueue: assign({
      queue: ({ event, context }) => (event.file === context.regionId || context.queue.includes(event.file) ? context.queue : [...context.queue, event.file]),
    }),
    storeData: assign({
      addressData: ({ event }) => (event as unknown as { output: AddressData }).output,
      loaded: ({ event, context }) => ({ ...context.loaded, [context.regionId!]: (event as unknown as { output: AddressData }).output }),
      failures: ({ context }) => Object.fromEntries(Object.entries(context.failures).filter(([file]) => file !== context.regionId)),
    }),
    storeError: assign(({ event, context }) => {
      const error: AddressError = { kind: 'failed', message: String((event as { error?: unknown }).error ?? 'failed') };
      return { addressData: null, error, failures: { ...context.failures, [context.regionId!]: error } };
    }),
    /** Asks for the queued files again, in order, once the load in flight has ended. */
    takeQueue: enqueueActions(({ context, enqueue }) => {
      for (const file of context.queue) enqueue.raise({ type: 'address.load', file });
      enqueue.assign({ queue: [] });
    }),
  },
  guards: {
    isCached: ({ context, event }) => context.loaded[event.file] !== undefined,
    hasNoScripts: ({ context, event }) => !context.available.includes(event.file),
  },
}).createMachine({
  id: 'address',
  context: ({ input }) => ({ regionId: null, addressData: null, loaded: {}, error: null, failures: {}, queue: [], available: input.available }),
  initial: 'idle',
  on: {
    'address.load': [
      { guard: 'isCached', target: '.ready', actions: 'askFor' },
      { guard: 'hasNoScripts', target: '.failed', actions: ['askFor', 'rejectUnknown'] },
      { target: '.loading', actions: 'askFor' },
    ],
  },
  states: {
    idle: {},
    loading: {
      on: {
        // The file in flight is on its way; others wait their turn.
        'address.load': { actions: 'enqueue' },
      },
      invoke: {
        id: 'loadAddressScript',
        src: 'loadAddressScript',
        input: ({ context }) => ({ file: context.regionId! }),
        onDone: { target: 'ready', actions: ['storeData', 'takeQueue'] },
        onError: { target: 'failed', actions: ['storeError', 'takeQueue'] },
      },
    },
    ready: {},
    failed: {},
  },
});

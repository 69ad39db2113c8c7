import { assign, fromPromise, setup } from 'xstate';
import type { BlocklistEntryView, NewBlocklistEntryRequest } from '../src/domain/contracts/admin-protection';

/**
 * What an owner changes on the back office's Protection page, one change at a time:
 *
 *   idle ──entry.add | entry.remove──▶ acting ──▶ done | failed
 *   done, failed: the same moves again (a retry, another change). A failure keeps the change asked
 *   for (so the page keeps what was typed) and the server's message (a value not of its kind
 *   says so in the operator's language); `reportChange` tells the page to read the lists again.
 */
export type BlocklistChange = { type: 'entry.add'; entry: NewBlocklistEntryRequest } | { type: 'entry.remove'; id: string };

export type BlocklistEditsEvent = BlocklistChange;

/** What the server answers: the entry added, or that one was removed. */
export type BlocklistAnswer = BlocklistEntryView | { removed: boolean };

export interface BlocklistEditsContext {
  /** The change asked for last (while acting, the one being sent). */
  change: BlocklistChange | null;
  /** The server's message (or "could not be reached") for the last failure. */
  message: string | null;
  /** The field the last failure refused (`value`: not one of its kind), null when none was named. */
  field: string | null;
}

/** A failure the page throws when the server names the field it refused. */
export interface FieldRefusal extends Error {
  field: string;
}

const moves = {
  'entry.add': { target: '#blocklistEdits.acting', actions: 'setChange' },
  'entry.remove': { target: '#blocklistEdits.acting', actions: 'setChange' },
} as const;

export const blocklistEditsMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as BlocklistEditsContext, events: {} as BlocklistEditsEvent },
  actors: {
    applyEdit: fromPromise<BlocklistAnswer, BlocklistChange>(async () => {
      throw new Error('applyEdit is provided by the protection page');
    }),
  },
  actions: {
    setChange: assign({ change: ({ event }) => event, message: null, field: null }),
    setFailure: assign(({ event }) => {
      const error = (event as unknown as { error: unknown }).error;
      const field = error instanceof Error && typeof (error as Partial<FieldRefusal>).field === 'string' ? (error as FieldRefusal).field : null;
      return { message: error instanceof Error && error.message !== '' ? error.message : null, field };
    }),
    /** Provided by the page: read the lists again (and empty the form after an entry added). */
    reportChange: () => {},
  },
}).createMachine({
  id: 'blocklistEdits',
  context: { change: null, message: null, field: null },
  initial: 'idle',
  states: {
    idle: { on: moves },
    acting: {
      invoke: {
        id: 'applyEdit',
        src: 'applyEdit',
        input: ({ context }) => context.change!,
        onDone: { target: 'done', actions: 'reportChange' },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    done: { on: moves },
    failed: { on: moves },
  },
});

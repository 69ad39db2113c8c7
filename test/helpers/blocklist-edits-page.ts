import { createActor, fromPromise } from 'xstate';
import { blocklistEditsMachine, type BlocklistAnswer, type BlocklistChange } from '../../machines/blocklist-edits.machine';
import type { BlocklistEntryView } from '../../src/domain/contracts/admin-protection';
import { deferred } from './deferred';

/** An entry as the server lists it, the change that adds it, its removal, and a refusal naming the field. */
export const ENTRY: BlocklistEntryView = { id: 'e1', siteId: 'site-tw', kind: 'phone', value: '+886912000555', typed: '0912 000 555', reason: 'prank orders', addedBy: 'owner@shop.test', createdAt: '2030-01-01T08:00:00.000Z' };
export const ADD: BlocklistChange = { type: 'entry.add', entry: { siteId: 'site-tw', kind: 'phone', value: '0912 000 555', reason: 'prank orders' } };
export const REMOVE: BlocklistChange = { type: 'entry.remove', id: 'e1' };
export const REFUSED_VALUE = Object.assign(new Error('This is not a phone number of the kind chosen.'), { field: 'value' });

type Answer = ReturnType<typeof deferred<BlocklistAnswer>>;

/** The protection page's machine, running: each change answered by the test, each reported to the page noted. */
export function startPage() {
  const calls: { input: BlocklistChange; answer: Answer }[] = [];
  const reported: BlocklistChange[] = [];
  const page = createActor(
    blocklistEditsMachine.provide({
      actors: {
        applyEdit: fromPromise<BlocklistAnswer, BlocklistChange>(({ input }) => {
          const answer = deferred<BlocklistAnswer>();
          calls.push({ input, answer });
          return answer.promise;
        }),
      },
      actions: { reportChange: ({ context }) => void reported.push(context.change!) },
    }),
  );
  page.start();
  return { page, calls, reported };
}

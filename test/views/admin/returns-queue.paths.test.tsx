import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { ReturnMoveRefused, returnsQueueMachine, type ReturnsQueueEvent } from '../../../machines/returns-queue.machine';
import { AdminApiError, type Request } from '../../../src/admin/app/api';
import { ReturnsPage } from '../../../src/admin/app/pages/ReturnsPage';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { OPENED_RETURN } from '../../helpers/admin-returns';
import { deferred, flush } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { settle, viewCoverage } from '../../helpers/view-paths';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof returnsQueueMachine>;
type Answer = ReturnType<typeof deferred<unknown>>;
const said = adminText;

const QUEUE = { items: [OPENED_RETURN], counts: { open: 1, waiting: 0, received: 0 } };
const REFUSAL = 'Another agent moved this request first';

/** The events a tester sends: another tab, Reload, the parcel received, and the server's answers to each read and move. */
const QUEUE_EVENTS = [
  { type: 'tab.select', tab: 'waiting' },
  { type: 'queue.reload' },
  { type: 'return.move', id: 'r-1', event: 'return.receive', values: {} },
  { type: 'xstate.done.actor.loadQueue', output: QUEUE },
  { type: 'xstate.error.actor.loadQueue', error: new Error('offline') },
  { type: 'xstate.done.actor.moveReturn', output: OPENED_RETURN },
  { type: 'xstate.error.actor.moveReturn', error: new ReturnMoveRefused(REFUSAL) },
  { type: 'xstate.error.actor.moveReturn', error: new Error('offline') },
  { type: 'xstate.done.actor.reloadAfterMove', output: QUEUE },
  { type: 'xstate.done.actor.reloadAfterRefusal', output: QUEUE },
] as unknown as ReturnsQueueEvent[];

const serializeQueue = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, tab: snapshot.context.tab, listed: snapshot.context.queue !== null });

/** The Returns section; every read and move waits for the test to answer it. */
async function renderReturns() {
  const reads: Answer[] = [];
  const moves: Answer[] = [];
  const request = (async (method: string) => {
    const answer = deferred<unknown>();
    (method === 'GET' ? reads : moves).push(answer);
    return answer.promise;
  }) as Request;
  renderAdmin(<ReturnsPage request={request} csrfToken="csrf" />);
  await act(flush);
  return { reads, moves };
}

const button = (name: string) => screen.getByRole('button', { name: said(name) });

const coverage = viewCoverage('returnsQueue', returnsQueueMachine);

describe('generated return queue paths, replayed through the Returns section', () => {
  const { model, paths } = machinePaths(returnsQueueMachine, {
    events: QUEUE_EVENTS,
    input: {},
    serializeState: serializeQueue,
    cover: 'long walks',
    // The tabs and Reload wait while a read or a move is on its way.
    offers: (snapshot, event) => !((event.type === 'tab.select' || event.type === 'queue.reload') && (snapshot.matches('loading') || snapshot.matches('moving'))),
  });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(1);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { reads, moves } = await renderReturns();
    const expectState = (modelSnapshot: Snapshot) => {
      const busy = modelSnapshot.matches('loading') || modelSnapshot.matches('moving');
      const tabs = screen.getAllByRole('tab');
      expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['open', 'waiting', 'received'].map((tab) => String(tab === modelSnapshot.context.tab)));
      for (const tab of tabs) expect(tab.hasAttribute('disabled')).toBe(busy);
      expect(button('returns.reload').hasAttribute('disabled')).toBe(busy);
      const card = screen.queryByRole('listitem', { name: said('returns.card', { orderNo: OPENED_RETURN.orderNo }) });
      expect(card !== null).toBe(modelSnapshot.context.queue !== null);
      if (card) expect(within(card).getByRole('button', { name: said('returns.event.return.receive') }).hasAttribute('disabled')).toBe(busy);
      const alert = screen.queryByRole('alert')?.textContent ?? null;
      expect(alert).toBe(modelSnapshot.matches('refused') ? REFUSAL : modelSnapshot.matches('failed') ? said('error.network') : null);
      expect(screen.queryByRole('status')?.textContent ?? null).toBe(modelSnapshot.matches('moved') ? said('returns.moved', { event: said('returns.event.return.receive') }) : null);
    };
    const read = (answer: (call: Answer) => void) => () => settle(() => answer(reads.at(-1)!));
    await model.testPath(path, {
      states: { loading: expectState, viewing: expectState, moving: expectState, moved: expectState, refused: expectState, failed: expectState },
      events: {
        'tab.select': () => fireEvent.click(screen.getAllByRole('tab')[1]!),
        'queue.reload': () => fireEvent.click(button('returns.reload')),
        'return.move': () => fireEvent.click(button('returns.event.return.receive')),
        'xstate.done.actor.loadQueue': read((call) => call.resolve(QUEUE)),
        'xstate.error.actor.loadQueue': read((call) => call.reject(new TypeError('Failed to fetch'))),
        'xstate.done.actor.reloadAfterMove': read((call) => call.resolve(QUEUE)),
        'xstate.done.actor.reloadAfterRefusal': read((call) => call.resolve(QUEUE)),
        'xstate.done.actor.moveReturn': () => settle(() => moves.at(-1)!.resolve(OPENED_RETURN)),
        'xstate.error.actor.moveReturn': ({ event }: { event: { error: unknown } }) =>
          settle(() => moves.at(-1)!.reject(event.error instanceof ReturnMoveRefused ? new AdminApiError(409, REFUSAL) : new TypeError('Failed to fetch'))),
      } as never,
    });
    coverage.recordPath(path);
  });
});

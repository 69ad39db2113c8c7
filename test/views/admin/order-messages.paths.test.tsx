import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { orderMessagesMachine, type OrderMessagesEvent } from '../../../machines/order-messages.machine';
import { AdminApiError, type Request } from '../../../src/admin/app/api';
import { OrderMessagesPanel } from '../../../src/admin/app/pages/OrderMessagesPanel';
import type { OutboxMessageView } from '../../../src/domain/contracts/admin-messages';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { deferred, flush } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { settle, viewCoverage } from '../../helpers/view-paths';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof orderMessagesMachine>;
type Answer = ReturnType<typeof deferred<unknown>>;
const said = adminText;

const ORDER_NO = 'TW7K2M9QX4ZB1C';
const CONFIRMATION: OutboxMessageView = { id: 'm-1', siteId: 'tw', orderNo: ORDER_NO, kind: 'confirmation', channel: 'sms', to: '+886912345678', body: 'Your order is confirmed', provider: 'sandbox', status: 'sent', providerRef: 'sb-1', error: null, createdAt: '2030-01-01T08:00:00.000Z' };
const OUTBOX = { items: [CONFIRMATION], sandbox: true };
const NOT_YET = 'The order has not been dispatched yet';

/** The events a tester sends: the confirmation sent again, the list read again, and the server's answers. */
const MESSAGE_EVENTS = [
  { type: 'message.resend', kind: 'confirmation' },
  { type: 'messages.reload' },
  { type: 'xstate.done.actor.loadMessages', output: OUTBOX },
  { type: 'xstate.error.actor.loadMessages', error: new Error('offline') },
  { type: 'xstate.done.actor.resendMessage', output: { ...CONFIRMATION, id: 'm-2' } },
  { type: 'xstate.error.actor.resendMessage', error: new Error(NOT_YET) },
] as unknown as OrderMessagesEvent[];

/** The order's Messages panel; each read and send waits for the test to answer it. */
async function renderMessages() {
  const reads: Answer[] = [];
  const sends: Answer[] = [];
  const request = (async (method: string) => {
    const answer = deferred<unknown>();
    (method === 'GET' ? reads : sends).push(answer);
    return answer.promise;
  }) as Request;
  renderAdmin(<OrderMessagesPanel request={request} csrfToken="csrf" orderNo={ORDER_NO} />);
  await act(flush);
  return { reads, sends };
}

const resend = () => screen.getByRole('button', { name: said('orderMessages.resend', { kind: said('outbox.kind.confirmation') }) });
const reload = () => screen.queryByRole('button', { name: said('orderMessages.reload') });

const coverage = viewCoverage('orderMessages', orderMessagesMachine);

describe('generated order message paths, replayed through the Messages panel of the order page', () => {
  const { model, paths } = machinePaths(orderMessagesMachine, { events: MESSAGE_EVENTS, input: { orderNo: ORDER_NO }, serializeState: (snapshot) => JSON.stringify(snapshot.value), cover: 'long walks' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(1);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { reads, sends } = await renderMessages();
    const expectState = (modelSnapshot: Snapshot) => {
      const listed = !modelSnapshot.matches('loading') && !modelSnapshot.matches('failed');
      expect(screen.queryAllByTestId('message').length).toBe(listed ? modelSnapshot.context.messages.length : 0);
      // Sending again waits for the list and for the send under way; reading again is offered once something is shown or failed.
      expect(resend().hasAttribute('disabled')).toBe(!listed || modelSnapshot.matches('sending'));
      expect(reload() === null).toBe(modelSnapshot.matches('loading'));
      if (reload()) expect(reload()!.hasAttribute('disabled')).toBe(modelSnapshot.matches('sending'));
      const alert = screen.queryByRole('alert');
      if (modelSnapshot.matches('failed')) expect(within(alert!).getByText(said('error.network'))).toBeTruthy();
      else expect(alert?.textContent ?? null).toBe(modelSnapshot.matches('refused') ? NOT_YET : null);
      expect(screen.queryByRole('status')?.textContent ?? null).toBe(modelSnapshot.matches('sent') ? said('orderMessages.sent', { kind: said('outbox.kind.confirmation') }) : null);
    };
    await model.testPath(path, {
      states: { loading: expectState, ready: expectState, sending: expectState, sent: expectState, refused: expectState, failed: expectState },
      events: {
        'message.resend': () => fireEvent.click(resend()),
        'messages.reload': () => fireEvent.click(reload()!),
        'xstate.done.actor.loadMessages': () => settle(() => reads.at(-1)!.resolve(OUTBOX)),
        'xstate.error.actor.loadMessages': () => settle(() => reads.at(-1)!.reject(new TypeError('Failed to fetch'))),
        'xstate.done.actor.resendMessage': () => settle(() => sends.at(-1)!.resolve({ ...CONFIRMATION, id: `m-${sends.length + 1}` })),
        'xstate.error.actor.resendMessage': () => settle(() => sends.at(-1)!.reject(new AdminApiError(409, NOT_YET))),
      } as never,
    });
    coverage.recordPath(path);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { getNextSnapshot, type SnapshotFrom } from 'xstate';
import { returnLifecycleMachine, type ReturnLifecycleEvent } from '../../../machines/return-lifecycle.machine';
import { AdminApiError, type Request } from '../../../src/admin/app/api';
import { ReturnsPage } from '../../../src/admin/app/pages/ReturnsPage';
import type { AdminReturn } from '../../../src/domain/contracts/admin-returns';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { OPENED_RETURN, RETURN_MOVE_FIELDS } from '../../helpers/admin-returns';
import { flush } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { viewCoverage } from '../../helpers/view-paths';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof returnLifecycleMachine>;
const said = adminText;

/** The moves an agent makes, filled in as the console asks: a reply, a refund of 790 in cash. */
const MOVES = [
  { type: 'return.accept', reply: 'Send it to Taipei' },
  { type: 'return.reject', reply: 'The photos show no damage' },
  { type: 'return.receive' },
  { type: 'return.refund', amount: 79000, method: 'cash', reference: 'R-0001' },
] as ReturnLifecycleEvent[];

/** The moves the server offers in a snapshot: those its lifecycle machine takes now. */
const allowedIn = (snapshot: Snapshot) => MOVES.filter((move) => snapshot.can(move)).map((move) => move.type);

/** The request as the server lists it in a state of its lifecycle. */
const listed = (snapshot: Snapshot, version: number): AdminReturn => ({
  ...OPENED_RETURN,
  reply: snapshot.context.reply,
  lifecycle: { ...OPENED_RETURN.lifecycle, state: snapshot.value as AdminReturn['lifecycle']['state'], version, allowedEvents: allowedIn(snapshot).map((type) => ({ type, fields: RETURN_MOVE_FIELDS[type]! })) },
});

/** The Returns section on a server that runs the request's lifecycle machine, as the real one does. */
async function renderReturns() {
  let state = returnLifecycleMachine.resolveState({ value: 'SUBMITTED', context: { reply: null, refund: null } });
  let version = 0;
  const request = (async (method: string, _path: string, options?: { body?: Record<string, unknown> }) => {
    if (method === 'GET') return { items: [listed(state, version)], counts: { open: 1, waiting: 0, received: 0 } };
    const { type, version: seen, ...values } = options!.body!;
    const event = { type, ...values } as ReturnLifecycleEvent;
    if (seen !== version || !state.can(event)) throw new AdminApiError(409, 'Not allowed now');
    state = getNextSnapshot(returnLifecycleMachine, state, event);
    version += 1;
    return listed(state, version);
  }) as Request;
  renderAdmin(<ReturnsPage request={request} csrfToken="csrf" />);
  await act(flush);
}

const card = () => screen.getByRole('listitem', { name: said('returns.card', { orderNo: OPENED_RETURN.orderNo }) });
const type = (form: HTMLElement, field: string, value: string) => fireEvent.change(within(form).getByLabelText(said(`returns.field.${field}`)), { target: { value } });

const coverage = viewCoverage('returnLifecycle', returnLifecycleMachine);

describe('generated return lifecycle paths, replayed through the moves of the Returns section', () => {
  const { model, paths } = machinePaths(returnLifecycleMachine, { events: MOVES, serializeState: (snapshot) => JSON.stringify(snapshot.value), cover: 'long walks' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(4);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await renderReturns();
    const expectState = (modelSnapshot: Snapshot) => {
      expect(within(card()).getByText(said('returns.state', { state: said(`returns.status.${modelSnapshot.value}`) }))).toBeTruthy();
      // The card offers the moves the lifecycle takes now, and no other.
      expect(within(card()).queryAllByRole('form').map((form) => form.getAttribute('aria-label'))).toEqual(allowedIn(modelSnapshot).map((move) => said(`returns.event.${move}`)));
      expect(screen.queryByRole('alert')).toBeNull();
    };
    const move = (name: ReturnLifecycleEvent['type'], fill: (form: HTMLElement) => void) => async () => {
      const form = within(card()).getByRole('form', { name: said(`returns.event.${name}`) });
      fill(form);
      fireEvent.click(within(form).getByRole('button', { name: said(`returns.event.${name}`) }));
      for (let i = 0; i < 3; i += 1) await act(flush);
      expect(screen.getByRole('status').textContent).toBe(said('returns.moved', { event: said(`returns.event.${name}`) }));
    };
    await model.testPath(path, {
      states: { SUBMITTED: expectState, ACCEPTED: expectState, RECEIVED: expectState, REJECTED: expectState, REFUNDED: expectState },
      events: {
        'return.accept': move('return.accept', (form) => type(form, 'reply', 'Send it to Taipei')),
        'return.reject': move('return.reject', (form) => type(form, 'reply', 'The photos show no damage')),
        'return.receive': move('return.receive', () => undefined),
        'return.refund': move('return.refund', (form) => {
          type(form, 'amount', '790');
          type(form, 'method', 'cash');
          type(form, 'reference', 'R-0001');
        }),
      } as never,
    });
    coverage.recordPath(path);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { orderPreviewMachine, type OrderPreviewEvent } from '../../../machines/order-preview.machine';
import { AdminApiError, type Request } from '../../../src/admin/app/api';
import { OrderPreviewPanel } from '../../../src/admin/app/pages/OrderPreviewPanel';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { deferred } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { viewCoverage } from '../../helpers/view-paths';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Snapshot = SnapshotFrom<typeof orderPreviewMachine>;
type Answer = ReturnType<typeof deferred<unknown>>;
const said = adminText;

const ORDER_NO = 'TW7K2M9QX4ZB1C';
const TOKEN_LIFETIME = 9 * 60_000;
const AFTER = 'xstate.after.tokenLifetime.orderPreview.showing';
const NOT_ALLOWED = 'Previews are for owners and support';
const PREVIEW = { url: '/orders/preview/token-1', expiresAt: '2030-01-01T08:10:00.000Z' };

/** The events a tester sends: Refresh, the server's answers, and the clock running to a minute before the token expires. */
const PREVIEW_EVENTS = [
  { type: 'preview.refresh' },
  { type: 'xstate.done.actor.issuePreview', output: PREVIEW },
  { type: 'xstate.error.actor.issuePreview', error: new Error(NOT_ALLOWED) },
  { type: AFTER },
] as unknown as OrderPreviewEvent[];

/** The order page's preview panel; each token asked for waits for the test to answer it. */
async function renderPreview() {
  const issued: Answer[] = [];
  const request = (async () => {
    const answer = deferred<unknown>();
    issued.push(answer);
    return answer.promise;
  }) as Request;
  renderAdmin(<OrderPreviewPanel request={request} csrfToken="csrf" orderNo={ORDER_NO} revision="1" />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  return issued;
}

// happy-dom loads no frame (it says so on its console): the framed page is the server's, tested in test/server/features/order-preview.
const refresh = () => screen.getByRole('button', { name: said('order.previewRefresh') });
const frame = () => screen.queryByTitle(said('order.previewFrame'));
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const coverage = viewCoverage('orderPreview', orderPreviewMachine);

describe('generated preview paths, replayed through the preview panel of the order page', () => {
  const { model, paths } = machinePaths(orderPreviewMachine, {
    events: PREVIEW_EVENTS,
    input: { orderNo: ORDER_NO },
    serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, shown: snapshot.context.preview !== null }),
    cover: 'long walks',
  });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(1);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const issued = await renderPreview();
    let lastUrl: string | null = null;
    const expectState = (modelSnapshot: Snapshot) => {
      // Refresh waits while a token is asked for; the last preview stays framed meanwhile and after a failure.
      expect(refresh().hasAttribute('disabled')).toBe(modelSnapshot.matches('issuing'));
      expect(frame()?.getAttribute('src') ?? null).toBe(modelSnapshot.context.preview ? lastUrl : null);
      expect(screen.queryByText(NOT_ALLOWED) !== null).toBe(modelSnapshot.matches('failed'));
    };
    await model.testPath(path, {
      states: { issuing: expectState, showing: expectState, failed: expectState },
      events: {
        'preview.refresh': () => fireEvent.click(refresh()),
        'xstate.done.actor.issuePreview': async () => {
          lastUrl = `/orders/preview/token-${issued.length}`;
          issued.at(-1)!.resolve({ url: lastUrl, expiresAt: PREVIEW.expiresAt });
          await tick(0);
        },
        'xstate.error.actor.issuePreview': async () => {
          issued.at(-1)!.reject(new AdminApiError(403, NOT_ALLOWED));
          await tick(0);
        },
        // A new token is asked for a minute before the one shown expires, not sooner.
        [AFTER]: async () => {
          const asked = issued.length;
          await tick(TOKEN_LIFETIME - 1);
          expect(issued.length).toBe(asked);
          await tick(1);
          expect(issued.length).toBe(asked + 1);
        },
      } as never,
    });
    coverage.recordPath(path);
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { ProductPage } from '../../src/app/pages/ProductPage';
import { pageStayMachine, type PageStayEvent } from '../../machines/page-stay.machine';
import type { Tracker } from '../../src/app/services/tracking/tracker';
import { STAY_INTERVAL_SECONDS, STAY_LIMIT_SECONDS } from '../../src/domain/tracking';
import { testProduct } from '../helpers/fixtures';
import { machinePaths } from '../helpers/model-paths';
import { renderPage } from '../helpers/render-page';
import { viewCoverage } from '../helpers/view-paths';

// The timer loads after the page shows: loaded once here, so on the test's clock it starts at once.
beforeAll(() => import('../../src/app/actors/page-stay-actor'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  setVisibility('visible');
  vi.useRealTimers();
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

/**
 * The model counts in steps of 30 s of the page's (2 a stay event, 20 in all: the page's 60 s and
 * 600 s), so a path walks the whole stay in a few steps; the machine's counting is the same.
 */
const STEP_SECONDS = 30;
const input = { intervalSeconds: STAY_INTERVAL_SECONDS / STEP_SECONDS, limitSeconds: STAY_LIMIT_SECONDS / STEP_SECONDS };

type Snapshot = SnapshotFrom<typeof pageStayMachine>;
const EVENTS = [{ type: 'stay.start' }, { type: 'page.hide' }, { type: 'page.show' }, { type: 'xstate.after.second.pageStay.counting.visible' }] as unknown as PageStayEvent[];
const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, seconds: snapshot.context.seconds, logged: snapshot.context.logged });

const coverage = viewCoverage('pageStay', pageStayMachine);

describe('generated page-stay paths, replayed on the landing page (a fake clock)', () => {
  const { model, paths } = machinePaths(pageStayMachine, {
    events: EVENTS,
    input,
    serializeState: serialize,
    cover: 'states, then every transition',
    // The page starts the timer once, when it opens; hiding it is tried in the first minute
    // (counting afterwards is the same).
    accepts: (snapshot, event) => (event.type === 'stay.start' ? snapshot.matches('idle') : event.type !== 'page.hide' || snapshot.context.seconds < input.intervalSeconds),
  });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(25);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const visit = vi.fn();
    const tracking = { visit, ad: vi.fn(() => 'ad'), setConsent: vi.fn() } as unknown as Tracker;
    /** The stay events the visit log got: the seconds counted, each. */
    const stays = () => visit.mock.calls.filter(([action]) => action === 'STAY_DURATION').map(([, seconds]) => Number(seconds));
    const visibility = (state: 'visible' | 'hidden') =>
      act(() => {
        setVisibility(state);
        document.dispatchEvent(new Event('visibilitychange'));
      });
    const expectStays = (modelSnapshot: Snapshot) => {
      // One stay event a minute of the shopper's visible time, ten at most.
      expect(stays()).toEqual(Array.from({ length: modelSnapshot.context.logged }, (_, index) => (index + 1) * STAY_INTERVAL_SECONDS));
    };
    await model.testPath(path, {
      states: { idle: expectStays, 'counting.visible': expectStays, 'counting.hidden': expectStays, done: expectStays },
      events: {
        'stay.start': async () => {
          renderPage(<ProductPage productId={null} />, { product: testProduct(), path: '/', tracking });
          await act(() => vi.advanceTimersByTimeAsync(0));
        },
        'page.hide': () => visibility('hidden'),
        'page.show': () => visibility('visible'),
        'xstate.after.second.pageStay.counting.visible': () => act(() => void vi.advanceTimersByTime(STEP_SECONDS * 1000)),
      } as never,
    });
    coverage.recordPath(path);
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { ProductPage } from '../../src/app/pages/ProductPage';
import { countdownMachine, type CountdownEvent } from '../../machines/countdown.machine';
import { testProduct } from '../helpers/fixtures';
import { machinePaths } from '../helpers/model-paths';
import { renderPage } from '../helpers/render-page';
import { viewCoverage } from '../helpers/view-paths';

const START = Date.parse('2026-11-21T10:00:00.000Z');
const ENDS_AT = START + 10_500;

// The countdown loads after the page shows: loaded once here, so on the test's clock it starts at once.
beforeAll(() => import('../../src/app/actors/countdown-actor'));
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(START));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Snapshot = SnapshotFrom<typeof countdownMachine>;
// The model cannot read a clock: its time-up guard reads the event (a tick after the end says
// so), and the test moves the page's fake clock to match each step.
const countdownModel = countdownMachine.provide({ guards: { isOver: ({ event }) => (event as { over?: boolean }).over === true } });
const EVENTS = [
  { type: 'countdown.tick', over: false },
  { type: 'countdown.tick', over: true },
  { type: 'xstate.after.tick.countdown.running' },
] as unknown as CountdownEvent[];
const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value });

const coverage = viewCoverage('countdown', countdownModel);

/** The page shows again after being hidden (another tab, the phone locked). */
const pageShows = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));
const clock = () => screen.queryByTestId('sale-clock')?.textContent ?? null;

describe('generated countdown paths, replayed on the landing page of a flash sale', () => {
  const { model, paths } = machinePaths(countdownModel, { events: EVENTS, input: { endsAt: ENDS_AT, offset: 0 }, serializeState: serialize, cover: 'states, then every transition' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(3);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    renderPage(<ProductPage productId={null} />, { product: testProduct({ sale: { id: 's1', kind: 'flash', percentOff: 20, endsAt: new Date(ENDS_AT).toISOString() } }), path: '/' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    let shown = clock();
    const expectSale = (modelSnapshot: Snapshot) => {
      if (modelSnapshot.matches('ended')) {
        expect(screen.getByTestId('sale-over')).toBeTruthy();
        expect(clock()).toBeNull();
      } else {
        expect(screen.queryByTestId('sale-over')).toBeNull();
        expect(clock()).not.toBeNull();
      }
    };
    await model.testPath(path, {
      states: { running: expectSale, ended: expectSale },
      events: {
        'countdown.tick': async ({ event }: { event: { over: boolean } }) => {
          // A moment later, or after the sale's end.
          vi.setSystemTime(event.over ? ENDS_AT + 1 : Date.now() + 100);
          await pageShows();
        },
        'xstate.after.tick.countdown.running': async () => {
          await act(() => vi.advanceTimersByTimeAsync(1000));
          // A second later the clock shows a second less.
          expect(clock()).not.toBe(shown);
          shown = clock();
        },
      } as never,
    });
    coverage.recordPath(path);
  });
});

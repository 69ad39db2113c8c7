import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { historyReplayMachine, type HistoryReplayEvent } from '../../../machines/history-replay.machine';
import { useHistoryReplay } from '../../../src/admin/app/use-history-replay';
import { HistoryReplay } from '../../../src/admin/views/HistoryReplay';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { machinePaths } from '../../helpers/model-paths';
import { viewCoverage } from '../../helpers/view-paths';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Snapshot = SnapshotFrom<typeof historyReplayMachine>;
const said = adminText;
const STEP_INTERVAL = 1200;
const AFTER = 'xstate.after.stepInterval.historyReplay.playing';

/** The replay as the order page runs it: its hook over the history's length (longer once the order moves), and its controls. */
let moveOrder: (count: number) => void = () => undefined;
function Replay() {
  const [count, setCount] = useState(3);
  moveOrder = setCount;
  const replay = useHistoryReplay(count);
  return <HistoryReplay {...replay} caption="" />;
}

/** The events a tester sends: every control, a step picked on the slider, the order moving on (a fourth move), the clock. */
const REPLAY_EVENTS = [
  { type: 'replay.first' },
  { type: 'replay.prev' },
  { type: 'replay.next' },
  { type: 'replay.last' },
  { type: 'replay.seek', index: 1 },
  { type: 'replay.play' },
  { type: 'replay.pause' },
  { type: 'replay.reset', count: 4 },
  { type: AFTER },
] as unknown as HistoryReplayEvent[];

const serializeReplay = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, ...snapshot.context });

const button = (name: string) => screen.getByRole('button', { name: said(name) });
const slider = () => screen.getByRole('slider', { name: said('replay.slider') }) as HTMLInputElement;

const coverage = viewCoverage('historyReplay', historyReplayMachine);

describe('generated history replay paths, replayed through the replay controls of the order page', () => {
  // The slider sends a step only when it moves, and the page starts the replay again only when the history grew.
  const noChange = (event: HistoryReplayEvent, { index, count }: Snapshot['context']) => (event.type === 'replay.seek' && event.index === index) || (event.type === 'replay.reset' && event.count === count);
  const { model, paths } = machinePaths(historyReplayMachine, {
    events: REPLAY_EVENTS,
    input: { count: 3 },
    serializeState: serializeReplay,
    cover: 'states, then every transition',
    keep: (path) => path.steps.every((step, index) => !noChange(step.event, path.before[index]!.context)),
  });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(23);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    renderAdmin(<Replay />);
    const expectState = (modelSnapshot: Snapshot) => {
      const { index, count } = modelSnapshot.context;
      expect(screen.getByTestId('replay-step').textContent!.trim()).toBe(said('replay.step', { step: index + 1, count }));
      expect(slider().value).toBe(String(index + 1));
      expect(screen.queryByRole('button', { name: said(modelSnapshot.matches('playing') ? 'replay.pause' : 'replay.play') })).not.toBeNull();
      // Each control is offered only where it moves the replay.
      for (const control of ['first', 'prev', 'next', 'last'] as const) expect(button(`replay.${control}`).hasAttribute('disabled')).toBe(!modelSnapshot.can({ type: `replay.${control}` }));
    };
    const click = (name: string) => () => fireEvent.click(button(name));
    await model.testPath(path, {
      states: { paused: expectState, playing: expectState },
      events: {
        'replay.first': click('replay.first'),
        'replay.prev': click('replay.prev'),
        'replay.next': click('replay.next'),
        'replay.last': click('replay.last'),
        'replay.seek': ({ event }: { event: unknown }) => fireEvent.change(slider(), { target: { value: String((event as { index: number }).index + 1) } }),
        'replay.play': click('replay.play'),
        'replay.pause': click('replay.pause'),
        'replay.reset': ({ event }: { event: unknown }) => act(() => moveOrder((event as { count: number }).count)),
        [AFTER]: () => act(() => void vi.advanceTimersByTime(STEP_INTERVAL)),
      } as never,
    });
    coverage.recordPath(path);
  });
});

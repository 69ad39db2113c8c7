import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { adPixelsMachine, type AdPixelsEvent } from '../../machines/ad-pixels.machine';
import { NO_PIXELS, type ProductPixels } from '../../src/domain/tracking';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { PIXELS_EVENTS, PIXELS_REFUSAL, SAVED_PIXELS, serializePixels } from '../helpers/ad-pixels-model';

const SAVED = SAVED_PIXELS;
const REFUSAL = PIXELS_REFUSAL;

function startPanel() {
  const loads: ReturnType<typeof deferred<ProductPixels>>[] = [];
  const saves: { input: { productId: string; pixels: ProductPixels }; answer: ReturnType<typeof deferred<ProductPixels>> }[] = [];
  const panel = createActor(
    adPixelsMachine.provide({
      actors: {
        loadPixels: fromPromise<ProductPixels, { productId: string }>(() => {
          const answer = deferred<ProductPixels>();
          loads.push(answer);
          return answer.promise;
        }),
        savePixels: fromPromise<ProductPixels, { productId: string; pixels: ProductPixels }>(({ input }) => {
          const answer = deferred<ProductPixels>();
          saves.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { productId: 'aqualite-tw' } },
  );
  panel.start();
  return { panel, loads, saves };
}

async function editing() {
  const started = startPanel();
  started.loads[0]!.resolve(NO_PIXELS);
  await flush();
  return started;
}

describe('the ad pixels panel’s flow', () => {
  it('sends the ids typed, split at commas, and refills the form from the answer', async () => {
    const { panel, saves } = await editing();
    expect(panel.getSnapshot().context.form?.facebook).toBe('');
    panel.send({ type: 'form.change', field: 'facebook', value: '123456789012345, 1234567890123456,' });
    panel.send({ type: 'form.change', field: 'googleType', value: 'GoogleADS' });
    panel.send({ type: 'form.change', field: 'conversion', value: 'AW-123456789/abc' });
    panel.send({ type: 'pixels.save' });
    expect(saves[0]!.input).toEqual({ productId: 'aqualite-tw', pixels: SAVED });
    saves[0]!.answer.resolve(SAVED);
    await flush();
    expect(panel.getSnapshot().value).toBe('saved');
    expect(panel.getSnapshot().context.form).toMatchObject({ facebook: '123456789012345, 1234567890123456', conversion: 'AW-123456789/abc', googleType: 'GoogleADS' });
  });

  it('keeps what was typed on a refusal and marks the networks the server named', async () => {
    const { panel, saves } = await editing();
    panel.send({ type: 'form.change', field: 'facebook', value: '12345' });
    panel.send({ type: 'pixels.save' });
    saves[0]!.answer.reject(REFUSAL);
    await flush();
    expect(panel.getSnapshot().value).toBe('failed');
    expect(panel.getSnapshot().context).toMatchObject({ invalid: ['facebook', 'conversion'], message: null, form: { facebook: '12345' } });
  });

  it('a failed load offers to try again, and the retry loads again', async () => {
    const { panel, loads } = startPanel();
    loads[0]!.reject(new Error('The server could not be reached.'));
    await flush();
    expect(panel.getSnapshot()).toMatchObject({ value: 'loadFailed', context: { message: 'The server could not be reached.' } });
    panel.send({ type: 'pixels.load' });
    expect(loads).toHaveLength(2);
  });
});

type Snapshot = SnapshotFrom<typeof adPixelsMachine>;

const coverage = new PathCoverage('adPixels', adPixelsMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated ad pixels paths', () => {
  const { model, paths } = machinePaths(adPixelsMachine, { events: PIXELS_EVENTS, input: { productId: 'aqualite-tw' }, serializeState: serializePixels, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(PATHS);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { panel, loads, saves } = startPanel();
    const same = (modelSnapshot: Snapshot) => expect(serializePixels(panel.getSnapshot())).toBe(serializePixels(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void panel.send(event as AdPixelsEvent);
    const settle = async (fn: () => void) => {
      fn();
      await flush();
    };
    await model.testPath(path, {
      states: { loading: same, loadFailed: same, editing: same, saving: same, saved: same, failed: same },
      events: {
        'pixels.load': send,
        'form.change': send,
        'pixels.save': send,
        'xstate.done.actor.loadPixels': () => settle(() => loads.at(-1)!.resolve(NO_PIXELS)),
        'xstate.error.actor.loadPixels': () => settle(() => loads.at(-1)!.reject(new Error('Not reached.'))),
        'xstate.done.actor.savePixels': () => settle(() => saves.at(-1)!.answer.resolve(SAVED)),
        'xstate.error.actor.savePixels': () => settle(() => saves.at(-1)!.answer.reject(REFUSAL)),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});

const PATHS = 25;

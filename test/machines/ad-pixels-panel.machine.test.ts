import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { adPixelsMachine } from '../../machines/ad-pixels.machine';
import { NO_PIXELS, type ProductPixels } from '../../src/domain/tracking';
import { deferred, flush } from '../helpers/deferred';
import { PIXELS_REFUSAL, SAVED_PIXELS } from '../helpers/ad-pixels-model';

/**
 * The ad pixels panel as the owner meets it, by hand: apart from the generated paths
 * (ad-pixels.machine.test.ts), which replay the machine against itself.
 */

function startPanel() {
  const loads: ReturnType<typeof deferred<ProductPixels>>[] = [];
  const asked: { productId: string }[] = [];
  const saves: { input: { productId: string; pixels: ProductPixels }; answer: ReturnType<typeof deferred<ProductPixels>> }[] = [];
  const panel = createActor(
    adPixelsMachine.provide({
      actors: {
        loadPixels: fromPromise<ProductPixels, { productId: string }>(({ input }) => {
          const answer = deferred<ProductPixels>();
          loads.push(answer);
          asked.push(input);
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
  ).start();
  return { panel, loads, saves, asked };
}

/** The panel loaded, a Meta id typed, saved and refused. */
async function refused(error: unknown = PIXELS_REFUSAL) {
  const started = startPanel();
  started.loads[0]!.resolve(NO_PIXELS);
  await flush();
  started.panel.send({ type: 'form.change', field: 'facebook', value: '12345' });
  started.panel.send({ type: 'pixels.save' });
  started.saves[0]!.answer.reject(error);
  await flush();
  return started;
}

describe('the ad pixels panel', () => {
  it('loads the product’s own pixels, and shows nothing until they have loaded', () => {
    const { panel, asked } = startPanel();
    expect(asked).toEqual([{ productId: 'aqualite-tw' }]);
    expect(panel.getSnapshot()).toMatchObject({ value: 'loading', context: { productId: 'aqualite-tw', form: null, invalid: [], message: null } });
  });

  it('marks each refused network once, and ignores fields that are no network', async () => {
    const { panel } = await refused({
      message: 'Check the ids.',
      issues: [
        { field: 'body.facebookPixelIds.0', problem: 'invalid' },
        { field: 'body.facebookPixelIds.1', problem: 'invalid' },
        { field: 'body.somethingElse', problem: 'invalid' },
      ],
    });
    expect(panel.getSnapshot().context).toMatchObject({ invalid: ['facebook'], message: 'Check the ids.' });
  });

  it('shows the message of a save that did not reach the server, and none for an empty or unknown failure', async () => {
    expect((await refused(new Error('The server could not be reached.'))).panel.getSnapshot().context).toMatchObject({ invalid: [], message: 'The server could not be reached.' });
    expect((await refused(new Error(''))).panel.getSnapshot().context.message).toBeNull();
    expect((await refused('offline')).panel.getSnapshot().context.message).toBeNull();
  });

  it('clears the refusal while the owner types and while saving again', async () => {
    const { panel, saves } = await refused({ message: 'Check the ids.', issues: PIXELS_REFUSAL.issues });
    panel.send({ type: 'form.change', field: 'facebook', value: '123456789012345' });
    expect(panel.getSnapshot()).toMatchObject({ value: 'editing', context: { message: null, form: { facebook: '123456789012345' } } });
    panel.send({ type: 'pixels.save' });
    expect(panel.getSnapshot()).toMatchObject({ value: 'saving', context: { invalid: [], message: null } });
    expect(saves[1]!.input).toEqual({ productId: 'aqualite-tw', pixels: { ...NO_PIXELS, facebookPixelIds: ['123456789012345'] } });
  });

  it('saves again straight from a refusal', async () => {
    const { panel, saves } = await refused();
    panel.send({ type: 'pixels.save' });
    expect(panel.getSnapshot().value).toBe('saving');
    expect(saves).toHaveLength(2);
  });

  it('lets the owner go on typing and saving after a save went through', async () => {
    const { panel, loads, saves } = startPanel();
    loads[0]!.resolve(NO_PIXELS);
    await flush();
    panel.send({ type: 'pixels.save' });
    saves[0]!.answer.resolve(SAVED_PIXELS);
    await flush();
    expect(panel.getSnapshot().context).toMatchObject({ invalid: [], message: null });
    panel.send({ type: 'pixels.save' });
    expect(panel.getSnapshot().value).toBe('saving');
    saves[1]!.answer.resolve(SAVED_PIXELS);
    await flush();
    panel.send({ type: 'form.change', field: 'tiktok', value: 'TT1' });
    expect(panel.getSnapshot()).toMatchObject({ value: 'editing', context: { form: { tiktok: 'TT1', facebook: '123456789012345, 1234567890123456' } } });
  });

  it('forgets a failed load’s message once the pixels load', async () => {
    const { panel, loads } = startPanel();
    loads[0]!.reject(new Error('The server could not be reached.'));
    await flush();
    panel.send({ type: 'pixels.load' });
    expect(panel.getSnapshot().value).toBe('loading');
    loads[1]!.resolve(NO_PIXELS);
    await flush();
    expect(panel.getSnapshot()).toMatchObject({ value: 'editing', context: { message: null, invalid: [] } });
  });
});

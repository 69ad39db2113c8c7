import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { addressMachine, selectFileStatus, type AddressEvent } from '../../machines/address.machine';
import { NO_ADDRESS_SCRIPTS, type AddressData } from '../../src/domain/address';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

const taiwan: AddressData = {
  region: 1,
  file: '1',
  country: 'TW',
  levels: ['city', 'district'],
  complete: true,
  source: 'test',
  tree: [{ name: '臺北市', children: [{ name: '中正區', postalCode: '100' }] }],
};
const polishTowns: AddressData = { ...taiwan, region: 10, file: '10-city', country: 'PL', levels: ['province', 'city'], complete: false, tree: [] };
const DATA: Record<string, AddressData> = { '1': taiwan, '10-city': polishTowns };
const AVAILABLE = ['1', '10', '10-city'];

function startAddress() {
  const requests: { file: string; answer: ReturnType<typeof deferred<AddressData>> }[] = [];
  const actor = createActor(
    addressMachine.provide({
      actors: {
        loadAddressScript: fromPromise<AddressData, { file: string }>(({ input }) => {
          const answer = deferred<AddressData>();
          requests.push({ file: input.file, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { available: AVAILABLE } },
  );
  actor.start();
  return { actor, requests };
}

describe('the address data machine', () => {
  it('loads a region once, with the loading flag on only while it loads', async () => {
    const { actor, requests } = startAddress();
    expect(actor.getSnapshot().matches('loading')).toBe(false);
    actor.send({ type: 'address.load', file: '1' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.addressData).toBeNull();
    requests[0]!.answer.resolve(taiwan);
    await flush();
    expect(actor.getSnapshot().matches('loading')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ regionId: '1', addressData: taiwan, error: null, loaded: { '1': taiwan } });
  });

  it('answers a second request for a loaded region from the cache, without a request', async () => {
    const { actor, requests } = startAddress();
    actor.send({ type: 'address.load', file: '1' });
    requests[0]!.answer.resolve(taiwan);
    await flush();
    actor.send({ type: 'address.load', file: '10-city' });
    requests[1]!.answer.resolve(polishTowns);
    await flush();
    actor.send({ type: 'address.load', file: '1' });
    expect(requests).toHaveLength(2);
    expect(actor.getSnapshot().matches('loading')).toBe(false);
    expect(actor.getSnapshot().context.addressData).toBe(taiwan);
  });

  it('says, in Chinese as the spec does, that a region has no address scripts, without a request', () => {
    const { actor, requests } = startAddress();
    actor.send({ type: 'address.load', file: '4' });
    expect(requests).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'noScripts', message: NO_ADDRESS_SCRIPTS });
    expect(NO_ADDRESS_SCRIPTS).toBe('未找到该地区的地址数据脚本');
    expect(actor.getSnapshot().context.addressData).toBeNull();
  });

  it('stores the error of a script that fails, with an empty result, and loads it when asked again', async () => {
    const { actor, requests } = startAddress();
    actor.send({ type: 'address.load', file: '1' });
    requests[0]!.answer.reject(new Error('Failed to fetch dynamically imported module'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'failed', message: 'Error: Failed to fetch dynamically imported module' });
    expect(actor.getSnapshot().context.addressData).toBeNull();
    expect(actor.getSnapshot().context.loaded).toEqual({});
    expect(selectFileStatus(actor.getSnapshot(), '1')).toBe('failed');

    actor.send({ type: 'address.load', file: '1' });
    expect(requests).toHaveLength(2);
    requests[1]!.answer.resolve(taiwan);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ addressData: taiwan, error: null, failures: {} });
  });

  it('loads a file asked for during another load right after it, and the same file only once', async () => {
    const { actor, requests } = startAddress();
    actor.send({ type: 'address.load', file: '1' });
    actor.send({ type: 'address.load', file: '10-city' });
    actor.send({ type: 'address.load', file: '1' });
    actor.send({ type: 'address.load', file: '10-city' });
    expect(requests.map((request) => request.file)).toEqual(['1']);
    expect(selectFileStatus(actor.getSnapshot(), '10-city')).toBe('loading');
    requests[0]!.answer.resolve(taiwan);
    await flush();
    expect(requests.map((request) => request.file)).toEqual(['1', '10-city']);
    requests[1]!.answer.resolve(polishTowns);
    await flush();
    expect(actor.getSnapshot().context.loaded).toEqual({ '1': taiwan, '10-city': polishTowns });
    expect(selectFileStatus(actor.getSnapshot(), '1')).toBe('ready');
  });
});

type Snapshot = SnapshotFrom<typeof addressMachine>;

const EVENTS = [
  { type: 'address.load', file: '1' },
  { type: 'address.load', file: '10-city' },
  { type: 'address.load', file: '4' },
  { type: 'xstate.done.actor.loadAddressScript', output: 'data' },
  { type: 'xstate.error.actor.loadAddressScript', error: new Error('404') },
] as unknown as AddressEvent[];

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    regionId: snapshot.context.regionId,
    loaded: Object.keys(snapshot.context.loaded).sort(),
    failures: Object.keys(snapshot.context.failures).sort(),
    queue: snapshot.context.queue,
    error: snapshot.context.error?.kind ?? null,
  });

const coverage = new PathCoverage('address', addressMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated address data paths', () => {
  const { model, paths } = machinePaths(addressMachine, { events: EVENTS, input: { available: AVAILABLE }, serializeState, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(702);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, requests } = startAddress();
    const same = (modelSnapshot: Snapshot) => expect(serializeState(actor.getSnapshot())).toBe(serializeState(modelSnapshot));
    const inFlight = () => requests.at(-1)!;
    await model.testPath(path, {
      states: { idle: same, loading: same, ready: same, failed: same },
      events: {
        'address.load': ({ event }: { event: unknown }) => void actor.send(event as AddressEvent),
        // The loader answers with the data of the file in flight.
        'xstate.done.actor.loadAddressScript': async () => {
          inFlight().answer.resolve(DATA[inFlight().file]!);
          await flush();
        },
        'xstate.error.actor.loadAddressScript': async () => {
          inFlight().answer.reject(new Error('404'));
          await flush();
        },
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});

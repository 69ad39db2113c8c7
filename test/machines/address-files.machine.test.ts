import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addressMachine, selectFileStatus } from '../../machines/address.machine';
import { NO_ADDRESS_SCRIPTS, type AddressData } from '../../src/domain/address';
import { deferred, flush } from '../helpers/deferred';

/** How each file stands for a form that needs several (a province list and its towns), read from a running actor. */
const provinces: AddressData = { region: 10, file: '10', country: 'PL', levels: ['province'], complete: true, source: 'test', tree: [{ name: 'Mazowieckie' }] };

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
    { input: { available: ['10', '10-city', '10-pickup'] } },
  ).start();
  const status = (file: string) => selectFileStatus(actor.getSnapshot(), file);
  return { actor, requests, status };
}

describe('each address file a form asks for', () => {
  it('is idle before anything is asked, loading while it or its turn comes, and the others stay idle', () => {
    const { actor, status } = startAddress();
    expect(actor.getSnapshot().context).toMatchObject({ regionId: null, addressData: null, error: null, loaded: {}, failures: {}, queue: [] });
    expect(status('10')).toBe('idle');
    actor.send({ type: 'address.load', file: '10' });
    actor.send({ type: 'address.load', file: '10-city' });
    expect(status('10')).toBe('loading');
    expect(status('10-city')).toBe('loading');
    expect(status('10-pickup')).toBe('idle');
  });

  it('is ready once loaded, with its data kept for the next time it is asked', async () => {
    const { actor, requests, status } = startAddress();
    actor.send({ type: 'address.load', file: '10' });
    requests[0]!.answer.resolve(provinces);
    await flush();
    expect(status('10')).toBe('ready');
    expect(actor.getSnapshot().context.loaded).toEqual({ '10': provinces });
  });

  it('is failed when the server has no such file, with the spec’s message, and the forms’ other files are not', () => {
    const { actor, status } = startAddress();
    actor.send({ type: 'address.load', file: '99' });
    expect(status('99')).toBe('failed');
    expect(actor.getSnapshot().context.failures).toEqual({ '99': { kind: 'noScripts', message: NO_ADDRESS_SCRIPTS } });
    expect(status('10')).toBe('idle');
  });

  it('is no longer failed once it loads when asked again, while another failed file stays failed', async () => {
    const { actor, requests, status } = startAddress();
    actor.send({ type: 'address.load', file: '10' });
    requests[0]!.answer.reject(new Error('offline'));
    await flush();
    actor.send({ type: 'address.load', file: '10-city' });
    requests[1]!.answer.reject(new Error('offline'));
    await flush();
    actor.send({ type: 'address.load', file: '10' });
    requests[2]!.answer.resolve(provinces);
    await flush();
    expect(status('10')).toBe('ready');
    expect(status('10-city')).toBe('failed');
    expect(Object.keys(actor.getSnapshot().context.failures)).toEqual(['10-city']);
  });

  it('fails with a plain "failed" when the loader gives no reason', async () => {
    const actor = createActor(addressMachine.provide({ actors: { loadAddressScript: fromPromise<AddressData, { file: string }>(() => Promise.reject(undefined)) } }), { input: { available: ['10'] } }).start();
    actor.send({ type: 'address.load', file: '10' });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'failed', message: 'failed' });
  });

  it('fails, saying so, on a page that was given no loader', async () => {
    const actor = createActor(addressMachine, { input: { available: ['10'] } }).start();
    actor.send({ type: 'address.load', file: '10' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.message).toMatch(/loadAddressScript is provided/);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import OrderPage from '../../src/app/pages/OrderPage';
import { addressMachine, type AddressEvent } from '../../machines/address.machine';
import type { AddressData } from '../../src/domain/address';
import { ADDRESS_FILES, primaryAddressFile } from '../../src/domain/address-form';
import { requireZone } from '../../src/domain/zones';
import { deferred, flush } from '../helpers/deferred';
import { testProduct } from '../helpers/fixtures';
import { machinePaths } from '../helpers/model-paths';
import { messages, renderPage } from '../helpers/render-page';
import { settle, viewCoverage } from '../helpers/view-paths';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof addressMachine>;
const coverage = viewCoverage('address', addressMachine);

const poland = testProduct({ id: 'bottle-pl', zoneId: 10, currency: 'PLN' });
const PROVINCES: AddressData = { region: 10, file: '10', country: 'PL', levels: ['province'], complete: true, source: 'test', tree: [{ name: 'mazowieckie' }, { name: 'śląskie' }] };
const TOWNS: AddressData = { ...PROVINCES, file: '10-city', levels: ['province', 'city'], complete: false, tree: [{ name: 'mazowieckie', children: [{ name: 'Warszawa' }] }, { name: 'śląskie', children: [{ name: 'Katowice' }] }] };
const DATA: Record<string, AddressData> = { '10': PROVINCES, '10-city': TOWNS };

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`.order-form [name="${name}"]`);
const notice = () => screen.queryByTestId('address-notice');

/** The Polish order form, each address script's load waiting for the test's answer. */
function renderPolishForm() {
  const loads: ReturnType<typeof deferred<AddressData>>[] = [];
  const page = renderPage(<OrderPage productId={null} />, {
    product: poland,
    path: '/productOrder?choice=sku:coral&quantity=1',
    loadAddressScript: () => {
      const load = deferred<AddressData>();
      loads.push(load);
      return load.promise;
    },
  });
  return { ...page, loads };
}

const EVENTS: AddressEvent[] = [
  { type: 'address.load', file: '10' },
  { type: 'address.load', file: '10-city' },
  // The model stores whatever comes back; the form gets the file it asked for.
  { type: 'xstate.done.actor.loadAddressScript', output: PROVINCES } as unknown as AddressEvent,
  { type: 'xstate.error.actor.loadAddressScript', error: new Error('Failed to fetch dynamically imported module') } as unknown as AddressEvent,
];

/** Whether the shopper has a province chosen: the towns were asked for last, and no clearing of it waits in the queue. */
const provinceChosen = (snapshot: Snapshot) => snapshot.context.regionId === '10-city' && !snapshot.context.queue.includes('10');

/**
 * What the form can make the address machine do: open (the provinces), retry a failed list,
 * choose a province (its towns; the provinces asked again answer from the cache) or clear it
 * (the provinces alone again).
 */
function offers(snapshot: Snapshot, event: AddressEvent): boolean {
  if (event.type !== 'address.load') return true;
  const { context } = snapshot;
  const failedLast = snapshot.matches('failed') && context.regionId === event.file;
  if (event.file === '10') return snapshot.matches('idle') || failedLast || provinceChosen(snapshot);
  return failedLast || (!provinceChosen(snapshot) && context.loaded['10'] !== undefined && !snapshot.matches('loading'));
}

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, regionId: snapshot.context.regionId, loaded: Object.keys(snapshot.context.loaded).sort(), failures: Object.keys(snapshot.context.failures).sort(), queue: snapshot.context.queue });

describe('generated address paths, replayed through the order form of a region with lists of places', () => {
  const { model, paths } = machinePaths(addressMachine, { events: EVENTS, input: { available: ADDRESS_FILES }, serializeState: serialize, offers, cover: 'long walks' });

  it('generates the number of walks this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(1);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { loads } = renderPolishForm();
    const expectState = (snapshot: Snapshot) => {
      const { context } = snapshot;
      const wanted = provinceChosen(snapshot) ? ['10', '10-city'] : ['10'];
      const failed = wanted.some((file) => context.failures[file] !== undefined);
      if (snapshot.matches('idle')) return expect(field('province')).toBeNull();
      expect(notice() !== null).toBe(failed);
      // The provinces are a list once they have loaded; without them the shopper types the province.
      if (context.failures['10']) expect(field('province')!.tagName).toBe('INPUT');
      if (!failed && context.loaded['10']) expect(field('province')!.tagName).toBe('SELECT');
    };
    // The snapshot each event of the path is sent in (the steps run in order).
    let at = 0;
    const before = () => path.before[(at += 1)]!;
    const open = () => settle(() => fireEvent.click(within(screen.getByTestId('step-payment')).getByRole('button', { name: messages['checkout.continue'] })));
    await model.testPath(path, {
      states: { idle: expectState, loading: expectState, ready: expectState, failed: expectState },
      events: {
        'address.load': ({ event }: { event: { file: string } }) => {
          const snapshot = before();
          if (snapshot.matches('idle')) return open();
          if (snapshot.matches('failed') && snapshot.context.regionId === event.file) return settle(() => fireEvent.click(screen.getByRole('button', { name: messages['address.retry'] })));
          return settle(() => fireEvent.change(field('province')!, { target: { value: event.file === '10' ? '' : 'mazowieckie' } }));
        },
        'xstate.done.actor.loadAddressScript': () => {
          const file = before().context.regionId!;
          return settle(() => loads.at(-1)!.resolve(DATA[file]!));
        },
        'xstate.error.actor.loadAddressScript': () => {
          before();
          return settle(() => loads.at(-1)!.reject(new Error('Failed to fetch dynamically imported module')));
        },
      } as never,
    });
    coverage.recordPath(path);
  });
});

describe('a region whose places have no list, through its order form', () => {
  it('fails the load at once, with no request and no notice: the shopper types the address', async () => {
    const thailand = testProduct({ id: 'bottle-th', zoneId: 4, currency: 'THB' });
    const file = primaryAddressFile(requireZone(4));
    const { model, paths } = machinePaths(addressMachine, { events: [{ type: 'address.load', file }], input: { available: ADDRESS_FILES }, serializeState: serialize, cover: 'long walks' });
    expect(paths).toHaveLength(1);
    const { addressRequests } = renderPage(<OrderPage productId={null} />, { product: thailand, path: '/productOrder?choice=sku:coral&quantity=1' });
    await model.testPath(paths[0]!, {
      states: {
        idle: () => expect(field('province')).toBeNull(),
        failed: () => {
          expect(notice()).toBeNull();
          expect(field('province')!.tagName).toBe('INPUT');
          expect(addressRequests).toEqual([]);
        },
      },
      events: { 'address.load': () => settle(() => fireEvent.click(within(screen.getByTestId('step-payment')).getByRole('button', { name: messages['checkout.continue'] }))) } as never,
    });
    await act(flush);
    coverage.recordPath(paths[0]!);
  });
});

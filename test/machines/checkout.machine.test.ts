import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { checkoutMachine, SubmitOrderError, type CheckoutEvent, type CheckoutInput } from '../../machines/checkout.machine';
import { flush } from '../helpers/deferred';
import { macau, placed, startCheckout, store, taiwan, TW_FORM } from '../helpers/checkout-actor';
import { machinePaths } from '../helpers/model-paths';
import { CODE_DELAYS, CODE_EVENTS } from '../helpers/verification-model';
import { PathCoverage } from '../helpers/path-coverage';

/**
 * The checkout machine's generated paths: every transition taken, replayed against a running
 * actor. What the shopper sees at each rule is stated by hand in checkout-rules.machine.test.ts.
 */

// ---- model-based: paths generated from the machine, replayed against a running actor ------------

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

const error = (kind: 'network' | 'rejected' | 'verify') => ({ type: 'xstate.error.actor.submitOrder', error: new SubmitOrderError({ kind, message: kind }) }) as unknown as CheckoutEvent;

const MODEL_EVENTS: CheckoutEvent[] = [
  { type: 'sku.select', kind: 'combo', id: 'family' },
  { type: 'sku.confirm' },
  { type: 'sku.change' },
  { type: 'quantity.change', quantity: 2 },
  { type: 'delivery.select', method: 'seven_eleven' },
  { type: 'delivery.select', method: 'tw_courier' },
  { type: 'store.select', store },
  { type: 'delivery.confirm' },
  { type: 'delivery.change' },
  { type: 'payment.select', method: 'card' },
  { type: 'payment.confirm' },
  { type: 'payment.change' },
  { type: 'recipient.change', field: 'phone', value: '0912345678' },
  { type: 'recipient.change', field: 'phone', value: '12345' },
  { type: 'recipient.blur', field: 'phone' },
  { type: 'address.choose', field: 'district', value: '中正區', postalCode: '100' },
  { type: 'sale.end', productId: 'bottle' },
  { type: 'order.submit' },
  { type: 'order.retry' },
  { type: 'checkout.leave' },
  { type: 'leave.cancel' },
  { type: 'leave.confirm' },
  { type: 'xstate.done.actor.submitOrder', output: placed } as unknown as CheckoutEvent,
  error('network'),
  error('rejected'),
  { type: 'xstate.done.actor.loadCoupons', output: [{ id: 'received', threshold: 0, amount: 2000 }] } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.loadCoupons', error: new Error('offline') } as unknown as CheckoutEvent,
  { type: 'xstate.done.actor.findStoreFromMap', output: store } as unknown as CheckoutEvent,
  { type: 'xstate.done.actor.findStoreFromMap', output: null } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.findStoreFromMap', error: new Error('offline') } as unknown as CheckoutEvent,
];

/** Macau's model, where the form opens at once: a language switch too, in every state (the machine takes it anywhere). */
const MACAU_EVENTS: CheckoutEvent[] = [...MODEL_EVENTS, { type: 'locale.change', products: [{ ...macau, title: '保溫瓶' }] }];

/**
 * Phone verification's model: a site that always asks, the form filled, and only the events that
 * reach the order (the other steps' events are the models above; with them this one grows past
 * twenty thousand paths).
 */
const VERIFICATION_EVENTS: CheckoutEvent[] = [
  { type: 'delivery.confirm' },
  { type: 'payment.confirm' },
  { type: 'recipient.change', field: 'phone', value: '0912345678' },
  { type: 'recipient.change', field: 'phone', value: '0987654321' },
  { type: 'order.submit' },
  { type: 'order.retry' },
  { type: 'xstate.done.actor.submitOrder', output: placed } as unknown as CheckoutEvent,
  error('network'),
  error('rejected'),
  error('verify'),
  ...CODE_EVENTS,
];

/** What matters of a snapshot for the model: its state and the choices and facts guards read. */
export function serializeCheckout(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    lines: context.lines.map((line) => line.kind),
    delivery: context.deliveryMethod,
    store: context.store !== null,
    payment: context.paymentMethod,
    phone: context.recipient.phone,
    failure: context.failure?.kind ?? null,
    revealAll: context.revealAll,
    code: context.verification.code.length,
    token: context.verification.token !== null,
    verification: context.verification.failure,
  });
}

const INPUTS: { name: string; input: CheckoutInput; paths: number; events?: CheckoutEvent[] }[] = [
  { name: 'Taiwan, arriving with a choice, the phone still missing', input: { product: taiwan, recipient: { ...TW_FORM, phone: '' } }, paths: 3496 },
  { name: 'Taiwan, arriving without a choice, nothing typed yet', input: { product: taiwan, selection: null }, paths: 1480 },
  { name: 'Macau (one delivery and one payment method)', input: { product: macau, recipient: { name: '陳大文', phone: '', address: '新馬路 1 號' } }, paths: 396, events: MACAU_EVENTS },
  {
    name: 'Taiwan, the form filled, on a site that asks for a verified phone on every order',
    input: { product: taiwan, recipient: TW_FORM, deliveryMethod: 'tw_courier', verification: 'always' },
    paths: 646,
    events: VERIFICATION_EVENTS,
  },
];

const coverage = new PathCoverage('checkout', checkoutMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe.each(INPUTS)('generated checkout paths: $name', ({ input, paths: expected, events = MODEL_EVENTS }) => {
  const { model, paths } = machinePaths(checkoutMachine, { events, input, serializeState: (snapshot: Snapshot) => serializeCheckout(snapshot), cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(expected);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, submissions, couponLoads, mapLookups, sends, checks, clock } = startCheckout(input);
    const same = (modelSnapshot: Snapshot) => expect(serializeCheckout(actor.getSnapshot())).toBe(serializeCheckout(modelSnapshot));
    const answer = async (settle: (pending: (typeof submissions)[number]) => void) => {
      const pending = submissions.at(-1);
      if (!pending) throw new Error('no submission is running');
      settle(pending);
      await flush();
    };
    const send = ({ event }: { event: unknown }) => void actor.send(event as CheckoutEvent);
    // Coupons and the map's store load once, when the checkout opens: the first answer settles
    // the running lookup; the model may answer again, which the actor then takes as sent.
    const settled = new Set<string>();
    const once = async (id: string, settle: () => void, event: unknown) => {
      if (settled.has(id)) send({ event });
      else settle();
      settled.add(id);
      await flush();
    };
    const output = (event: unknown) => (event as { output: never }).output;
    const settleLast = async <T,>(pending: T[], settle: (last: T) => void) => {
      if (!pending.at(-1)) throw new Error('nothing is running');
      settle(pending.at(-1)!);
      await flush();
    };
    const failure = (event: unknown) => (event as { error: unknown }).error;
    await model.testPath(path, {
      states: { editing: same, confirmingLeave: same, verifying: same, submitting: same, placed: same, left: same },
      events: {
        ...Object.fromEntries(events.filter((event) => !event.type.startsWith('xstate.')).map((event) => [event.type, send])),
        'xstate.done.actor.sendCode': ({ event }: { event: unknown }) => settleLast(sends, (pending) => pending.answer.resolve(output(event))),
        'xstate.error.actor.sendCode': ({ event }: { event: unknown }) => settleLast(sends, (pending) => pending.answer.reject(failure(event))),
        'xstate.done.actor.verifyCode': ({ event }: { event: unknown }) => settleLast(checks, (pending) => pending.answer.resolve(output(event))),
        'xstate.error.actor.verifyCode': ({ event }: { event: unknown }) => settleLast(checks, (pending) => pending.answer.reject(failure(event))),
        ...Object.fromEntries(Object.entries(CODE_DELAYS).map(([type, ms]) => [type, () => void clock.increment(ms)])),
        'xstate.done.actor.submitOrder': () => answer((pending) => pending.answer.resolve(placed)),
        'xstate.error.actor.submitOrder': ({ event }: { event: unknown }) => answer((pending) => pending.answer.reject((event as { error: unknown }).error)),
        'xstate.done.actor.loadCoupons': ({ event }: { event: unknown }) => once('loadCoupons', () => couponLoads[0]!.answer.resolve(output(event)), event),
        'xstate.error.actor.loadCoupons': ({ event }: { event: unknown }) => once('loadCoupons', () => couponLoads[0]!.answer.reject(failure(event)), event),
        'xstate.done.actor.findStoreFromMap': ({ event }: { event: unknown }) => once('findStoreFromMap', () => mapLookups[0]!.resolve(output(event)), event),
        'xstate.error.actor.findStoreFromMap': ({ event }: { event: unknown }) => once('findStoreFromMap', () => mapLookups[0]!.reject(failure(event)), event),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});

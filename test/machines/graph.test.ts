import { describe, expect, it } from 'vitest';
import { and, assign, createMachine, fromPromise, setup } from 'xstate';
import { eventLabel, eventTypes, guardLabel, machineGraph, stateIdOf } from '../../machines/graph';

/**
 * The graph every diagram is drawn from (machines/graph.ts): what a support agent or the owner
 * reads on a machine's diagram, its states, moves, guards and actions, read from a small machine.
 */

const parcel = setup({
  types: { events: {} as { type: 'parcel.send' } | { type: 'parcel.lose' } | { type: 'parcel.note' } | { type: 'parcel.deliver' } | { type: 'parcel.return' } },
  actors: { trackParcel: fromPromise(async () => 'ok') },
  guards: { isPaid: () => true, isInsured: () => true },
  actions: { notify: () => {}, record: () => {}, bump: assign({}) },
}).createMachine({
  id: 'parcel',
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'parcel.send': { guard: 'isPaid', target: 'moving', actions: ['notify', { type: 'record' }, () => {}] },
        'parcel.note': { actions: 'bump' },
      },
    },
    moving: {
      initial: 'inTransit',
      invoke: { id: 'tracking', src: 'trackParcel' },
      on: { 'parcel.lose': { guard: and(['isPaid', 'isInsured']), target: 'lost' } },
      states: {
        inTransit: { on: { 'parcel.deliver': { target: 'delivered' } } },
        delivered: { always: { target: '#parcel.done' } },
      },
    },
    lost: { on: { 'parcel.return': { guard: { type: 'isInsured' }, target: 'waiting' } } },
    done: { type: 'final' },
  },
});

describe('a machine’s graph', () => {
  const graph = machineGraph(parcel);

  it('names the machine and the state it starts in', () => {
    expect(graph.id).toBe('parcel');
    expect(graph.initial).toBe('waiting');
  });

  it('lists every state, outer before inner, with its parent, kind, first child and the services it runs', () => {
    expect(graph.states).toEqual([
      { id: 'waiting', key: 'waiting', parent: null, type: 'atomic', initial: null, invokes: [] },
      { id: 'moving', key: 'moving', parent: null, type: 'compound', initial: 'moving.inTransit', invokes: [{ src: 'trackParcel', id: 'tracking' }] },
      { id: 'moving.inTransit', key: 'inTransit', parent: 'moving', type: 'atomic', initial: null, invokes: [] },
      { id: 'moving.delivered', key: 'delivered', parent: 'moving', type: 'atomic', initial: null, invokes: [] },
      { id: 'lost', key: 'lost', parent: null, type: 'atomic', initial: null, invokes: [] },
      { id: 'done', key: 'done', parent: null, type: 'final', initial: null, invokes: [] },
    ]);
  });

  it('lists every move with its event, guard and named actions; a move without a target stays, a move at once has no event', () => {
    expect(graph.transitions).toEqual([
      { source: 'waiting', target: 'moving', event: 'parcel.send', guard: 'isPaid', actions: ['notify', 'record'] },
      { source: 'waiting', target: 'waiting', event: 'parcel.note', guard: null, actions: ['bump'] },
      { source: 'moving', target: 'lost', event: 'parcel.lose', guard: 'isPaid and isInsured', actions: [] },
      { source: 'moving.inTransit', target: 'moving.delivered', event: 'parcel.deliver', guard: null, actions: [] },
      { source: 'moving.delivered', target: 'done', event: '', guard: null, actions: [] },
      { source: 'lost', target: 'waiting', event: 'parcel.return', guard: 'isInsured', actions: [] },
    ]);
  });

  it('lists the events a machine takes, once each, in order of first use, without moves at once or services’ answers', () => {
    expect(eventTypes(graph)).toEqual(['parcel.send', 'parcel.note', 'parcel.lose', 'parcel.deliver', 'parcel.return']);
    expect(eventTypes({ ...graph, transitions: [...graph.transitions, { source: 'moving', target: 'lost', event: 'xstate.error.actor.tracking', guard: null, actions: [] }] })).not.toContain('xstate.error.actor.tracking');
  });

  it('has no first state for a machine without states', () => {
    expect(machineGraph(createMachine({ id: 'empty' }))).toEqual({ id: 'empty', initial: null, states: [], transitions: [] });
  });
});

describe('the labels a diagram shows', () => {
  it('reads a guard by its name, combined guards joined with "and", an unnamed inline guard as "guard"', () => {
    expect(guardLabel(undefined)).toBeNull();
    expect(guardLabel('isPaid')).toBe('isPaid');
    expect(guardLabel({ type: 'isInsured' })).toBe('isInsured');
    expect(guardLabel(function isLate() {})).toBe('isLate');
    expect(guardLabel(Object.assign(() => true, { guards: ['isPaid', { type: 'isInsured' }] }))).toBe('isPaid and isInsured');
    const unnamed = [() => true][0]!;
    expect(guardLabel(unnamed)).toBe('guard');
    expect(guardLabel(42)).toBeNull();
  });

  it('reads a service’s answer as done or failed, and a move at once as always', () => {
    expect(eventLabel('xstate.done.actor.submitOrder')).toBe('submitOrder done');
    expect(eventLabel('xstate.error.actor.submitOrder')).toBe('submitOrder failed');
    expect(eventLabel('order.submit')).toBe('order.submit');
    expect(eventLabel('')).toBe('always');
    expect(eventLabel('my.xstate.done.actor.x')).toBe('my.xstate.done.actor.x');
  });

  it('reads a snapshot’s state as the graph’s state id', () => {
    expect(stateIdOf('PENDING_DELIVER')).toBe('PENDING_DELIVER');
    expect(stateIdOf({ ALREADY_DELIVER: 'inTransit' })).toBe('ALREADY_DELIVER.inTransit');
    expect(stateIdOf({ verifying: { codeEntry: 'typing' } })).toBe('verifying.codeEntry.typing');
    expect(() => stateIdOf({})).toThrow('no state id for {}');
    expect(() => stateIdOf(null)).toThrow('no state id for null');
    expect(() => stateIdOf(3)).toThrow('no state id for 3');
  });
});

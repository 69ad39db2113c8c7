import { act } from '@testing-library/react';
import { afterAll, expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { flush } from './deferred';
import { PathCoverage } from './path-coverage';

/**
 * The coverage of a machine's generated paths replayed through its view, reported as
 * '<machine> (through the views)' for `npm run paths`; the file fails unless every state and
 * transition was taken (but those `unreachable` names, with the reason the report prints).
 */
export function viewCoverage(machineName: string, machine: AnyStateMachine, unreachable: Readonly<Record<string, string>> = {}): PathCoverage {
  const coverage = new PathCoverage(`${machineName} (through the views)`, machine, unreachable);
  afterAll(() => {
    const summary = coverage.report();
    expect(summary.missedTransitions).toEqual([]);
    expect(summary.missedStates).toEqual([]);
  });
  return coverage;
}

/** Runs what answers a call (a deferred settled), then lets the actor and React catch up. */
export const settle = (run: () => void) =>
  act(async () => {
    run();
    await flush();
  });

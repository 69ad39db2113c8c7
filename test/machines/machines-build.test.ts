import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';

/**
 * Each machine module loaded on its own, inside a test: a definition XState refuses (a target or
 * an initial state that does not exist, a guard or action it was not given) throws when its module
 * loads, which would stop every page that loads it. Every other test file imports its machine at
 * the top, where such a throw fails the file before any test runs (and a mutation run counts no
 * test that noticed it); here it fails the test named for that machine.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts');

describe('every machine', () => {
  it.each(Object.keys(modules).map((path) => [path.replace('../../machines/', '')] as const))('%s loads and builds its machine', async (file) => {
    const module = await modules[`../../machines/${file}`]!();
    const machines = Object.entries(module).filter(([name]) => name.endsWith('Machine')).map(([, machine]) => machine as AnyStateMachine);
    expect(machines.length, `${file} exports its machine`).toBeGreaterThan(0);
    for (const machine of machines) expect(machine.root.states, `${file} has its states`).not.toEqual({});
  });

  it.each(Object.keys(modules).map((path) => [path.replace('../../machines/', '')] as const))('%s names its machine for its file, as the diagrams, the funnel and the back office address it', async (file) => {
    const module = await modules[`../../machines/${file}`]!();
    const name = file.replace('.machine.ts', '').replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());
    expect((module[`${name}Machine`] as AnyStateMachine).id).toBe(name);
  });
});

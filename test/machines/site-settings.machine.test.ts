import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { siteSettingsMachine, type SiteSettingsEvent } from '../../machines/site-settings.machine';
import { flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { REFUSAL, SAVED, SETTINGS, SETTINGS_EVENTS, serializeSettings } from '../helpers/site-settings-model';
import { startPage } from '../helpers/site-settings-page';

// The generated paths of the settings page; its rules written by hand are in site-settings-page.machine.test.ts.

type Snapshot = SnapshotFrom<typeof siteSettingsMachine>;

const coverage = new PathCoverage('siteSettings', siteSettingsMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated site settings paths', () => {
  const { model, paths } = machinePaths(siteSettingsMachine, { events: SETTINGS_EVENTS, input: { siteId: 'site-tw' }, serializeState: serializeSettings, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(PATHS);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { page, loads, saves } = startPage();
    const same = (modelSnapshot: Snapshot) => expect(serializeSettings(page.getSnapshot())).toBe(serializeSettings(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void page.send(event as SiteSettingsEvent);
    const settle = async (fn: () => void) => {
      fn();
      await flush();
    };
    await model.testPath(path, {
      states: { loading: same, loadFailed: same, editing: same, saving: same, saved: same, failed: same },
      events: {
        'settings.load': send,
        'form.change': send,
        'settings.save': send,
        'xstate.done.actor.loadSettings': () => settle(() => loads.at(-1)!.answer.resolve(SETTINGS)),
        'xstate.error.actor.loadSettings': () => settle(() => loads.at(-1)!.answer.reject(new Error('Not reached.'))),
        'xstate.done.actor.saveSettings': () => settle(() => saves.at(-1)!.answer.resolve(SAVED)),
        'xstate.error.actor.saveSettings': () => settle(() => saves.at(-1)!.answer.reject(REFUSAL)),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});

const PATHS = 52;

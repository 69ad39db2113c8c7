import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { siteSettingsMachine, type SiteSettingsEvent } from '../../machines/site-settings.machine';
import type { AdminSiteSettings, SiteSettingsRequest } from '../../src/domain/contracts/admin-settings';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { REFUSAL, SAVED, SETTINGS, SETTINGS_EVENTS, serializeSettings, typed } from '../helpers/site-settings-model';

function startPage() {
  const loads: { siteId: string; answer: ReturnType<typeof deferred<AdminSiteSettings>> }[] = [];
  const saves: { input: { siteId: string; request: SiteSettingsRequest }; answer: ReturnType<typeof deferred<AdminSiteSettings>> }[] = [];
  const page = createActor(
    siteSettingsMachine.provide({
      actors: {
        loadSettings: fromPromise<AdminSiteSettings, { siteId: string }>(({ input }) => {
          const answer = deferred<AdminSiteSettings>();
          loads.push({ siteId: input.siteId, answer });
          return answer.promise;
        }),
        saveSettings: fromPromise<AdminSiteSettings, { siteId: string; request: SiteSettingsRequest }>(({ input }) => {
          const answer = deferred<AdminSiteSettings>();
          saves.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { siteId: 'site-tw' } },
  );
  page.start();
  return { page, loads, saves };
}

async function editing() {
  const started = startPage();
  started.loads[0]!.answer.resolve(SETTINGS);
  await flush();
  return started;
}

describe('the settings page’s flow', () => {
  it('loads the chosen site’s settings into the form', async () => {
    const { page, loads } = await editing();
    expect(loads[0]!.siteId).toBe('site-tw');
    expect(page.getSnapshot().value).toBe('editing');
    expect(page.getSnapshot().context.form?.companyName).toBe('AquaLite Ltd.');
  });

  it('sends what was typed, a new token included, and refills the form from the answer (the token gone from it)', async () => {
    const { page, saves } = await editing();
    page.send({ type: 'form.change', form: typed });
    page.send({ type: 'settings.save' });
    expect(page.getSnapshot().value).toBe('saving');
    expect(saves[0]!.input.request).toMatchObject({ company: { name: 'Lamplight Trading' }, tracking: { meta: { accessToken: 'EAAB-secret-9f2c' } } });
    expect(saves[0]!.input.request.tracking.tiktok).not.toHaveProperty('accessToken');
    saves[0]!.answer.resolve(SAVED);
    await flush();
    expect(page.getSnapshot().value).toBe('saved');
    expect(page.getSnapshot().context.form?.meta.newToken).toBe('');
    expect(page.getSnapshot().context.settings?.tracking.meta.token.last4).toBe('9f2c');
  });

  it('keeps everything typed on a refusal, with the message and the refused field', async () => {
    const { page, saves } = await editing();
    page.send({ type: 'form.change', form: typed });
    page.send({ type: 'settings.save' });
    saves[0]!.answer.reject(REFUSAL);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context).toMatchObject({ form: typed, message: REFUSAL.message, issues: { whatsapp: 'phone' } });
  });

  it('a network failure says so and keeps the form; a retry sends it again', async () => {
    const { page, saves } = await editing();
    page.send({ type: 'form.change', form: typed });
    page.send({ type: 'settings.save' });
    saves[0]!.answer.reject(new Error('The server could not be reached.'));
    await flush();
    expect(page.getSnapshot().context).toMatchObject({ form: typed, message: 'The server could not be reached.', issues: {} });
    page.send({ type: 'settings.save' });
    expect(saves).toHaveLength(2);
    expect(saves[1]!.input.request.company.name).toBe('Lamplight Trading');
  });

  it('asks for the site chosen last when the owner picks another before the first answers', async () => {
    const { page, loads } = startPage();
    page.send({ type: 'settings.load', siteId: 'site-pl' });
    expect(loads.map((load) => load.siteId)).toEqual(['site-tw', 'site-pl']);
    loads[1]!.answer.resolve({ ...SETTINGS, siteId: 'site-pl' });
    await flush();
    expect(page.getSnapshot().context).toMatchObject({ siteId: 'site-pl', settings: { siteId: 'site-pl' } });
  });

  it('does not move to another site while a save is being sent', async () => {
    const { page, loads } = await editing();
    page.send({ type: 'settings.save' });
    page.send({ type: 'settings.load', siteId: 'site-pl' });
    expect(page.getSnapshot().value).toBe('saving');
    expect(loads).toHaveLength(1);
  });
});

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

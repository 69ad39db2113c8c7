import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { siteSettingsMachine } from '../../../machines/site-settings.machine';
import { AdminApiError, type Request } from '../../../src/admin/app/api';
import { SettingsPage } from '../../../src/admin/app/pages/SettingsPage';
import { settingsFieldId } from '../../../src/admin/views/SettingsField';
import type { AdminSiteSettings } from '../../../src/domain/contracts/admin-settings';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { deferred, flush } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { settle, viewCoverage } from '../../helpers/view-paths';
import { NOT_REACHED, REFUSAL, SAVED, SETTINGS, SETTINGS_EVENTS, serializeSettings, typed } from '../../helpers/site-settings-model';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof siteSettingsMachine>;
type Answer = ReturnType<typeof deferred<AdminSiteSettings>>;
const said = adminText;
const sites = [
  { id: 'site-tw', host: 'tw.localhost', name: 'AquaLite Taiwan', zone: 1, currency: 'TWD', language: 'zh-TW' },
  { id: 'site-pl', host: 'pl.localhost', name: 'Doorstep PL', zone: 9, currency: 'PLN', language: 'pl' },
];

/** The Settings page on the first site; each load and save waits for the test to answer it. */
async function renderSettings() {
  const loads: Answer[] = [];
  const saves: Answer[] = [];
  const request = (async (method: string, path: string) => {
    if (path === '/sites') return { items: sites };
    const answer = deferred<AdminSiteSettings>();
    (method === 'GET' ? loads : saves).push(answer);
    return answer.promise;
  }) as Request;
  renderAdmin(<SettingsPage request={request} csrfToken="csrf" />);
  await act(flush);
  return { loads, saves };
}

const field = (name: string) => document.getElementById(settingsFieldId(name)) as HTMLInputElement | null;
const picker = () => screen.getByRole('combobox', { name: said('catalog.site') }) as HTMLSelectElement;
const button = (name: string) => screen.queryByRole('button', { name });

const coverage = viewCoverage('siteSettings', siteSettingsMachine);

describe('generated site settings paths, replayed through the Settings page', () => {
  const { model, paths } = machinePaths(siteSettingsMachine, { events: SETTINGS_EVENTS, input: { siteId: 'site-tw' }, serializeState: serializeSettings, cover: 'states, then every transition' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(27);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { loads, saves } = await renderSettings();
    const expectState = (modelSnapshot: Snapshot) => {
      const { context } = modelSnapshot;
      expect(picker().value).toBe(context.siteId);
      expect(picker().disabled).toBe(modelSnapshot.matches('saving'));
      expect(screen.queryByText(said('app.loading')) !== null).toBe(modelSnapshot.matches('loading'));
      expect(button(said('settings.retry')) !== null).toBe(modelSnapshot.matches('loadFailed'));
      expect(field('companyName')?.value ?? null).toBe(modelSnapshot.matches('loading') || modelSnapshot.matches('loadFailed') ? null : context.form!.companyName);
      if (context.form && !modelSnapshot.matches('loading') && !modelSnapshot.matches('loadFailed')) {
        const save = button(said(modelSnapshot.matches('saving') ? 'settings.saving' : 'settings.save'))!;
        expect(save.hasAttribute('disabled')).toBe(modelSnapshot.matches('saving'));
      }
      // The fields the server refused are marked; a failure with none named says the server's message.
      expect([...document.querySelectorAll('form [aria-invalid="true"]')].map((element) => element.id)).toEqual(Object.keys(context.issues).map(settingsFieldId));
      const failedWithout = (modelSnapshot.matches('failed') || modelSnapshot.matches('loadFailed')) && Object.keys(context.issues).length === 0;
      expect(screen.getAllByRole('alert')[0]!.textContent!.includes(NOT_REACHED)).toBe(failedWithout);
      if (failedWithout) expect(context.message).toBe(NOT_REACHED);
      expect(screen.getAllByRole('status')[0]!.textContent).toBe(modelSnapshot.matches('saved') ? said('settings.saved') : '');
    };
    await model.testPath(path, {
      states: { loading: expectState, loadFailed: expectState, editing: expectState, saving: expectState, saved: expectState, failed: expectState },
      events: {
        'settings.load': ({ event }: { event: unknown }) => {
          const siteId = (event as { siteId: string }).siteId;
          // The site shown again after a failed load: "Try again"; another site: the picker.
          const retry = button(said('settings.retry'));
          if (retry && picker().value === siteId) fireEvent.click(retry);
          else fireEvent.change(picker(), { target: { value: siteId } });
        },
        'form.change': () => {
          // The name typed again (after a save, or a refusal) is typed anew: cleared, then typed.
          if (field('companyName')!.value === typed.companyName) fireEvent.change(field('companyName')!, { target: { value: '' } });
          fireEvent.change(field('companyName')!, { target: { value: typed.companyName } });
        },
        'settings.save': () => fireEvent.click(button(said('settings.save'))!),
        'xstate.done.actor.loadSettings': () => settle(() => loads.at(-1)!.resolve(SETTINGS)),
        'xstate.error.actor.loadSettings': () => settle(() => loads.at(-1)!.reject(new AdminApiError(503, NOT_REACHED))),
        'xstate.done.actor.saveSettings': () => settle(() => saves.at(-1)!.resolve(SAVED)),
        'xstate.error.actor.saveSettings': () => settle(() => saves.at(-1)!.reject(new AdminApiError(400, REFUSAL.message, { issues: REFUSAL.issues }))),
      } as never,
    });
    coverage.recordPath(path);
  });
});

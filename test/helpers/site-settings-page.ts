import { createActor, fromPromise } from 'xstate';
import { siteSettingsMachine } from '../../machines/site-settings.machine';
import type { AdminSiteSettings, SiteSettingsRequest } from '../../src/domain/contracts/admin-settings';
import { deferred, flush } from './deferred';
import { SETTINGS } from './site-settings-model';

/** The settings page's machine, running, with its loads and saves answered by the test. */
export function startPage() {
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


/** The page with the first site's settings loaded into the form. */
export async function editing() {
  const started = startPage();
  started.loads[0]!.answer.resolve(SETTINGS);
  await flush();
  return started;
}

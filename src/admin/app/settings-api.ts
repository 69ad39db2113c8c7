import type { AdminSiteSettings, SiteSettingsRequest, StoreImportProblem } from '../../domain/contracts/admin-settings';
import { AdminApiError, type Request } from './api';

export type { AdminSiteSettings, StoreImportProblem };

/** What a store import answered: how many went in, or nothing and the lines to correct. */
export type StoreImportAnswer = { ok: true; imported: number } | { ok: false; message: string | null; problems: StoreImportProblem[] };

/** The Settings section's calls (owners): a site's settings, and the pickup store import. */
export function settingsCalls(request: Request, csrfToken: string) {
  const path = (siteId: string) => `/sites/${encodeURIComponent(siteId)}/settings`;
  return {
    settings: (siteId: string) => request<AdminSiteSettings>('GET', path(siteId)),
    saveSettings: (siteId: string, settings: SiteSettingsRequest) => request<AdminSiteSettings>('PUT', path(siteId), { body: settings, csrfToken }),
    async importStores(file: Blob, name: string, replace: boolean): Promise<StoreImportAnswer> {
      const form = new FormData();
      form.append('file', file, name);
      if (replace) form.append('replace', 'true');
      try {
        const answer = await request<{ imported: number }>('POST', '/stores/import', { body: form, csrfToken });
        return { ok: true, imported: answer.imported };
      } catch (error) {
        const problems = (error as AdminApiError).data && ((error as AdminApiError).data as { problems?: StoreImportProblem[] }).problems;
        if (error instanceof AdminApiError && error.status === 400 && Array.isArray(problems)) return { ok: false, message: error.serverMessage, problems };
        throw error;
      }
    },
  };
}

export type SettingsCalls = ReturnType<typeof settingsCalls>;

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { siteSettingsMachine, type SaveRefusal } from '../../../../machines/site-settings.machine';
import type { SiteSettingsRequest } from '../../../domain/contracts/admin-settings';
import { SiteSettingsView, type SettingsPhase } from '../../views/SiteSettingsView';
import type { SiteOption } from '../../views/SitePicker';
import { StoreImportView } from '../../views/StoreImportView';
import { AdminApiError, type Request } from '../api';
import { catalogCalls } from '../catalog-api';
import { failureText } from '../failure';
import { settingsCalls, type SettingsCalls, type StoreImportProblem } from '../settings-api';
import { useSites } from '../use-sites';

const PROBLEMS = new Set(['required', 'tooLong', 'tooShort', 'email', 'phone', 'url', 'lineId', 'code', 'amount', 'currency', 'tooMany', 'tokenNeeded', 'invalid', 'placeholder']);

/** The pickup store import: all of a CSV file or nothing, its refused lines listed. */
function StoreImport({ calls }: { calls: SettingsCalls }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [imported, setImported] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<StoreImportProblem[]>([]);
  const onImport = async (file: File, replace: boolean) => {
    setBusy(true);
    setImported(null);
    setError(null);
    setProblems([]);
    try {
      const answer = await calls.importStores(file, file.name, replace);
      if (answer.ok) setImported(answer.imported);
      else {
        setProblems(answer.problems);
        setError(answer.message ?? intl.formatMessage({ id: 'error.network' }));
      }
    } catch (failure) {
      setError(failureText(intl, failure));
    } finally {
      setBusy(false);
    }
  };
  return <StoreImportView busy={busy} imported={imported} error={error} problems={problems} onImport={(file, replace) => void onImport(file, replace)} />;
}

/** One site's settings form, driven by the site-settings machine (machines/site-settings.machine.ts). */
function SettingsEditor(props: { calls: SettingsCalls; sites: readonly SiteOption[]; siteId: string; onSite: (siteId: string) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { calls } = props;
  const actor = useActorRef(
    siteSettingsMachine.provide({
      actors: {
        loadSettings: fromPromise(async ({ input }: { input: { siteId: string } }) => {
          try {
            return await calls.settings(input.siteId);
          } catch (failure) {
            throw new Error(failureText(intl, failure));
          }
        }),
        saveSettings: fromPromise(async ({ input }: { input: { siteId: string; request: SiteSettingsRequest } }) => {
          try {
            return await calls.saveSettings(input.siteId, input.request);
          } catch (failure) {
            const issues = failure instanceof AdminApiError && failure.status === 400 ? (failure.data as { issues?: SaveRefusal['issues'] } | null)?.issues : undefined;
            if (issues?.length) throw { message: null, issues } satisfies SaveRefusal;
            throw new Error(failureText(intl, failure));
          }
        }),
      },
    }),
    { input: { siteId: props.siteId } },
  );
  const phase = useSelector(actor, (snapshot) => snapshot.value as SettingsPhase);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const problems = Object.fromEntries(Object.entries(context.issues).map(([field, problem]) => [field, t(`settings.problem.${PROBLEMS.has(problem) ? problem : 'invalid'}`)]));

  // After a refused save, focus goes to the first field named, so the owner hears what to correct.
  useEffect(() => {
    if (phase === 'failed' && Object.keys(context.issues).length > 0) document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [phase, context.issues]);

  const settings = context.settings;
  return (
    <SiteSettingsView
      sites={props.sites}
      siteId={context.siteId}
      phase={phase}
      form={context.form}
      facts={settings && { consentAlwaysAsked: settings.consentAlwaysAsked, sellOutWarningByDefault: settings.sellOutWarningByDefault, meta: settings.tracking.meta.token, tiktok: settings.tracking.tiktok.token }}
      problems={problems}
      error={(phase === 'failed' || phase === 'loadFailed') && Object.keys(context.issues).length === 0 ? (context.message ?? t('error.network')) : null}
      notice={phase === 'saved' ? t('settings.saved') : null}
      storeImport={<StoreImport calls={calls} />}
      onSite={(siteId) => {
        props.onSite(siteId);
        actor.send({ type: 'settings.load', siteId });
      }}
      onForm={(form) => actor.send({ type: 'form.change', form })}
      onSave={() => actor.send({ type: 'settings.save' })}
      onRetry={() => actor.send({ type: 'settings.load', siteId: context.siteId })}
    />
  );
}

/**
 * The Settings section (owners): pick a site, change its seller, contacts, consent and ad
 * networks' settings; import the pickup store directory.
 */
export function SettingsPage({ request, csrfToken }: { request: Request; csrfToken: string }) {
  const intl = useIntl();
  const catalog = useMemo(() => catalogCalls(request, csrfToken), [request, csrfToken]);
  const calls = useMemo(() => settingsCalls(request, csrfToken), [request, csrfToken]);
  const { sites, siteId, setSiteId, error } = useSites(catalog);
  const options = sites?.map((site) => ({ id: site.id, label: `${site.name} · ${site.host}` })) ?? null;
  if (options && siteId) return <SettingsEditor calls={calls} sites={options} siteId={siteId} onSite={setSiteId} />;
  return (
    <SiteSettingsView
      sites={options}
      siteId={siteId}
      phase={sites === null ? 'loading' : 'editing'}
      form={null}
      facts={null}
      problems={{}}
      error={error ?? (sites?.length === 0 ? intl.formatMessage({ id: 'settings.noSites' }) : null)}
      notice={null}
      storeImport={<StoreImport calls={calls} />}
      onSite={setSiteId}
      onForm={() => {}}
      onSave={() => {}}
      onRetry={() => {}}
    />
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { blocklistEditsMachine, type BlocklistAnswer, type BlocklistChange } from '../../../../machines/blocklist-edits.machine';
import type { ProtectionView as ProtectionAnswer } from '../../../domain/contracts/admin-protection';
import { ProtectionView, type BlocklistForm } from '../../views/ProtectionView';
import { AdminApiError, type Request } from '../api';
import { catalogCalls } from '../catalog-api';
import { failureText } from '../failure';
import { protectionCalls } from '../protection-api';
import { useSites } from '../use-sites';

const emptyForm = (kind: BlocklistForm['kind'] = 'phone'): BlocklistForm => ({ kind, value: '', reason: '' });

/**
 * The Protection section (owners): the blocklists of a site (with the shop-wide ones) or of the
 * whole shop, an entry added or removed through the blocklist-edits machine (what was typed stays
 * on a refusal), and the latest orders refused by a list or a limit.
 */
export function ProtectionPage({ request, csrfToken }: { request: Request; csrfToken: string }) {
  const intl = useIntl();
  const catalog = useMemo(() => catalogCalls(request, csrfToken), [request, csrfToken]);
  const calls = useMemo(() => protectionCalls(request, csrfToken), [request, csrfToken]);
  const { sites, siteId, setSiteId, error: sitesError } = useSites(catalog);
  // '' is the whole shop; a site once the sites are known (the first, as the other sections; the shop when there is none).
  const [scope, setScope] = useState<string | null>(null);
  const shown = scope ?? (sites === null ? null : (siteId ?? ''));
  const [answer, setAnswer] = useState<ProtectionAnswer | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  const [form, setForm] = useState<BlocklistForm>(emptyForm);

  useEffect(() => {
    if (shown === null) return;
    let current = true;
    setLoadError(null);
    calls
      .protection(shown || null)
      .then((found) => current && setAnswer(found))
      .catch((failure: unknown) => {
        if (!current) return;
        setAnswer({ entries: [], attempts: [] });
        setLoadError(failureText(intl, failure));
      });
    return () => {
      current = false;
    };
  }, [calls, intl, shown, reads]);

  const reportRef = useRef<(change: BlocklistChange) => void>(() => {});
  reportRef.current = (change) => {
    if (change.type === 'entry.add') setForm((typed) => emptyForm(typed.kind));
    setReads((count) => count + 1);
  };
  const edits = useActorRef(
    blocklistEditsMachine.provide({
      actors: {
        applyEdit: fromPromise(async ({ input }: { input: BlocklistChange }): Promise<BlocklistAnswer> => {
          try {
            return input.type === 'entry.add' ? await calls.add(input.entry) : await calls.remove(input.id);
          } catch (failure) {
            // A value not of its kind (400, `body.value`): the form marks the field, what was typed stays.
            const issues = failure instanceof AdminApiError && failure.status === 400 ? ((failure.data as { issues?: { field: string }[] } | null)?.issues ?? []) : [];
            const error = new Error(failureText(intl, failure));
            throw issues.some((issue) => issue.field === 'body.value') ? Object.assign(error, { field: 'value' }) : error;
          }
        }),
      },
      actions: { reportChange: ({ context }) => reportRef.current(context.change!) },
    }),
  );
  const busy = useSelector(edits, (snapshot) => snapshot.matches('acting'));
  const failure = useSelector(edits, (snapshot) => (snapshot.matches('failed') ? { message: snapshot.context.message, field: snapshot.context.field } : null), (a, b) => a?.message === b?.message && a?.field === b?.field);
  const valueRefused = failure?.field === 'value';

  // After a refused value, focus goes back to it, so the owner hears the message and corrects it.
  useEffect(() => {
    if (valueRefused) document.getElementById('blocklist-value')?.focus();
  }, [valueRefused]);

  const locale = intl.locale;
  const at = (iso: string) => new Date(iso).toLocaleString(locale);
  const scopes = [{ id: '', label: '' }, ...(sites ?? []).map((site) => ({ id: site.id, label: `${site.name} (${site.host})` }))];
  return (
    <ProtectionView
      scopes={scopes}
      scope={shown ?? ''}
      entries={answer?.entries.map((entry) => ({ id: entry.id, kind: entry.kind, value: entry.value, typed: entry.typed, reason: entry.reason, addedBy: entry.addedBy, addedAt: at(entry.createdAt), shopWide: entry.siteId === null })) ?? null}
      attempts={answer?.attempts.map((attempt) => ({ id: attempt.id, outcome: attempt.outcome, rule: attempt.rule, matched: attempt.matched, clientIp: attempt.clientIp, phone: attempt.phone, at: at(attempt.createdAt) })) ?? null}
      form={form}
      busy={busy}
      error={failure ? (failure.message ?? intl.formatMessage({ id: 'error.network' })) : (loadError ?? sitesError)}
      valueRefused={valueRefused}
      onScope={(next) => {
        if (next) setSiteId(next);
        setScope(next);
        setAnswer(null);
      }}
      onForm={setForm}
      onAdd={() => edits.send({ type: 'entry.add', entry: { siteId: shown || null, kind: form.kind, value: form.value, reason: form.reason } })}
      onRemove={(id) => edits.send({ type: 'entry.remove', id })}
    />
  );
}

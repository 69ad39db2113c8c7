import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { AuditLogView } from '../../views/AuditLogView';
import type { AuditEntry, BackOfficeCalls } from '../api';
import { failureText } from '../failure';

export const AUDIT_PAGE_SIZE = 50;

/** The audit log, newest first; "older entries" asks for the page before the last entry shown. */
export function AuditPage({ calls }: { calls: BackOfficeCalls }) {
  const intl = useIntl();
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    calls
      .audit({ limit: AUDIT_PAGE_SIZE })
      .then((items) => {
        setEntries(items);
        setHasOlder(items.length === AUDIT_PAGE_SIZE);
      })
      .catch((failure: unknown) => {
        setEntries([]);
        setError(failureText(intl, failure));
      });
  }, [calls, intl]);

  const older = async () => {
    const last = entries?.at(-1);
    if (!last) return;
    setLoadingOlder(true);
    setError(null);
    try {
      const items = await calls.audit({ limit: AUDIT_PAGE_SIZE, before: last.at });
      setEntries((current) => [...(current ?? []), ...items.filter((item) => !current?.some((seen) => seen.id === item.id))]);
      setHasOlder(items.length === AUDIT_PAGE_SIZE);
    } catch (failure) {
      setError(failureText(intl, failure));
    } finally {
      setLoadingOlder(false);
    }
  };

  return <AuditLogView entries={entries} hasOlder={hasOlder} loadingOlder={loadingOlder} error={error} onOlder={() => void older()} />;
}

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminSite } from '../../domain/contracts/admin-catalog';
import type { catalogCalls } from './catalog-api';
import { failureText } from './failure';

/**
 * The shop's sites for a section's site picker, the first chosen until the operator picks
 * another; a failure to load them leaves an empty list and its message.
 */
export function useSites(calls: Pick<ReturnType<typeof catalogCalls>, 'sites'>) {
  const intl = useIntl();
  const [sites, setSites] = useState<AdminSite[] | null>(null);
  const [siteId, setSiteId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    calls
      .sites()
      .then((items) => {
        setSites(items);
        setSiteId((current) => current ?? items[0]?.id ?? null);
      })
      .catch((failure: unknown) => {
        setSites([]);
        setError(failureText(intl, failure));
      });
  }, [calls, intl]);

  return { sites, siteId, setSiteId, error, setError };
}

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { LeadsView, type LeadFilter } from '../../views/LeadsView';
import type { BackOfficeCalls, Lead } from '../api';
import { failureText } from '../failure';

/** The abandoned forms (`GET /admin/api/leads`): open ones first shown, converted or all on demand. */
export function LeadsPage({ calls }: { calls: BackOfficeCalls }) {
  const intl = useIntl();
  const [filter, setFilter] = useState<LeadFilter>('open');
  const [leads, setLeads] = useState<Lead[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setLeads(null);
    setError(null);
    calls
      .leads({ status: filter })
      .then((items) => current && setLeads(items))
      .catch((failure: unknown) => {
        if (!current) return;
        setLeads([]);
        setError(failureText(intl, failure));
      });
    return () => {
      current = false;
    };
  }, [calls, intl, filter]);

  return <LeadsView filter={filter} leads={leads} error={error} onFilter={setFilter} />;
}

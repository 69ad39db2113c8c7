import { useIntl } from 'react-intl';

export interface SiteOption {
  id: string;
  label: string;
}

/** The site a section works on: one select, labelled "Site" (disabled while a change is being sent). */
export function SitePicker({ sites, siteId, onSite, disabled }: { sites: readonly SiteOption[]; siteId: string | null; onSite: (siteId: string) => void; disabled?: boolean }) {
  const intl = useIntl();
  return (
    <label className="field">
      <span className="field__label">{intl.formatMessage({ id: 'catalog.site' })}</span>
      <select value={siteId ?? ''} disabled={disabled} onChange={(event) => onSite(event.target.value)}>
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.label}
          </option>
        ))}
      </select>
    </label>
  );
}

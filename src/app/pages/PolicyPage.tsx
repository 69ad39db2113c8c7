import { zonePolicies } from '../../domain/policies';
import { requireZone } from '../../domain/zones';
import { PolicyView } from '../../views/PolicyView';
import { useBootstrap } from '../providers/bootstrap-context';
import { useNoticeValues } from '../hooks/use-notice-values';

/** /policy and /product/home/policy: the zone's delivery, payment, return and privacy policies. */
export function PolicyPage() {
  const { site } = useBootstrap();
  const zone = requireZone(site.zoneId);
  const valuesOf = useNoticeValues(zone.currency);
  const sections = zonePolicies(zone).map((section) => ({
    titleKey: section.titleKey,
    lines: section.lines.map((line) => ({ key: line.key, values: valuesOf(line) })),
  }));
  return <PolicyView sections={sections} company={site.company} contacts={site.contacts} />;
}

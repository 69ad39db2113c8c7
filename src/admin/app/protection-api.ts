import type { BlocklistEntryView, NewBlocklistEntryRequest, ProtectionView } from '../../domain/contracts/admin-protection';
import type { Request } from './api';

export type { BlocklistEntryView, ProtectionView };

/** The Protection section's calls (owners): the blocklists and refused orders of a site or of the whole shop. */
export function protectionCalls(request: Request, csrfToken: string) {
  return {
    /** A site's entries with the shop-wide ones and its refused orders; null: the shop-wide entries and every site's refused orders. */
    protection: (siteId: string | null) => request<ProtectionView>('GET', `/protection${siteId ? `?siteId=${encodeURIComponent(siteId)}` : ''}`),
    add: (entry: NewBlocklistEntryRequest) => request<BlocklistEntryView>('POST', '/protection/entries', { body: entry, csrfToken }),
    remove: (id: string) => request<{ removed: boolean }>('DELETE', `/protection/entries/${encodeURIComponent(id)}`, { csrfToken }),
  };
}

export type ProtectionCalls = ReturnType<typeof protectionCalls>;

import type { Permission } from '../../domain/operator';

/** The back office's sections, in menu order, each with the permission it needs (src/domain/operator.ts). */
export const SECTIONS = [
  { id: 'orders', path: '/orders', permission: 'orders', built: true },
  { id: 'returns', path: '/returns', permission: 'returns', built: true },
  { id: 'leads', path: '/leads', permission: 'orders', built: true },
  { id: 'outbox', path: '/outbox', permission: 'messages', built: true },
  { id: 'dashboard', path: '/dashboard', permission: 'orders', built: true },
  { id: 'products', path: '/products', permission: 'catalog', built: true },
  { id: 'promotions', path: '/promotions', permission: 'promotions', built: true },
  { id: 'reviews', path: '/reviews', permission: 'reviews', built: true },
  { id: 'settings', path: '/settings', permission: 'settings', built: true },
  { id: 'protection', path: '/protection', permission: 'settings', built: true },
  { id: 'operators', path: '/operators', permission: 'operators', built: true },
  { id: 'audit', path: '/audit', permission: 'audit', built: true },
] as const satisfies readonly { id: string; path: string; permission: Permission; built: boolean }[];

export type Section = (typeof SECTIONS)[number];
export type SectionId = Section['id'];

/** The sections an operator's permissions open (the server checks each call again). */
export function sectionsFor(permissions: readonly Permission[]): Section[] {
  return SECTIONS.filter((section) => permissions.includes(section.permission));
}

import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../../api/client';
import type { AddressData } from '../../domain/address';
import type { LocaleCode } from '../../i18n/locales';
import type { CompiledMessages } from './locale';
import type { OrderView } from '../../domain/order';
import type { SubmitOrderInput } from '../../domain/submit-order';
import type { SessionStore } from '../services/storage';
import type { ToastStore } from '../services/toast';
import type { CartService } from '../actors/cart-service';
import type { Tracker } from '../services/tracking/tracker';

/**
 * The side effects pages may use, built once at the composition root (src/main.tsx) and handed
 * down; tests build their own. Views never see these: pages call them and pass data down.
 */
export interface Services {
  api: ApiClient;
  toasts: ToastStore;
  /** This visit's storage (sessionStorage): drafts, the last order. */
  session: SessionStore;
  cart: CartService;
  submitOrder: (input: SubmitOrderInput) => Promise<OrderView>;
  copyText: (text: string) => Promise<boolean>;
  /** Loads a region's address script; the address machine calls it at most once a file. */
  loadAddressScript: (file: string) => Promise<AddressData>;
  /** Fetches a locale's catalog (already parsed) when the shopper switches to it. */
  loadMessages: (locale: LocaleCode) => Promise<CompiledMessages>;
  /** Sends a small report that outlives the page (navigator.sendBeacon): the checkout funnel. Absent: nothing is sent. */
  beacon?: (url: string, body: Blob) => boolean;
  /** Visit log, ad events and pixels, behind the shopper's consent (absent in tests that do not track). */
  tracking?: Tracker;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services | null; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** Services exist only in the browser; the server renders without them. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices is called outside the browser composition root');
  return services;
}

export function useOptionalServices(): Services | null {
  return useContext(ServicesContext);
}

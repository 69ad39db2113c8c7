import type { ApiClient } from './client';
import { API_PATHS } from '../domain/api-paths';
import type { LeadPing } from '../domain/leads';

/** The order form's abandoned-form ping; silent (the shopper is typing, nothing to tell them). */
export async function sendLead(api: ApiClient, ping: LeadPing): Promise<boolean> {
  const result = await api<{ received: true }>(API_PATHS.leads, { method: 'POST', body: ping, silent: true });
  return result.ok;
}

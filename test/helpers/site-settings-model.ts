import type { SnapshotFrom } from 'xstate';
import type { SaveRefusal, SiteSettingsEvent, siteSettingsMachine } from '../../machines/site-settings.machine';
import type { AdminSiteSettings } from '../../src/domain/contracts/admin-settings';
import { formFromSettings } from '../../src/domain/site-settings-form';

type Snapshot = SnapshotFrom<typeof siteSettingsMachine>;

/** A site's settings as the server answers them, before and after a save; what the owner types; a refused save. */
export const noToken = { token: { set: false, last4: null }, testEventCode: null, endpoint: null };
export const SETTINGS: AdminSiteSettings = {
  siteId: 'site-tw',
  host: 'tw.localhost',
  name: 'AquaLite Taiwan',
  country: 'TW',
  consentAlwaysAsked: false,
  sellOutWarningByDefault: true,
  company: { name: 'AquaLite Ltd.', address: '1 Road, Taipei', registration: null },
  contacts: { serviceEmail: 'service@aqualite.example', whatsapp: null, line: '@aqualite', facebook: null },
  followBrowserLanguage: false,
  sellOutWarning: null,
  verification: 'never',
  tracking: { askConsentOutsideEu: false, fixedPurchaseValue: null, testPhones: [], meta: noToken, tiktok: noToken },
  protection: { ordersPerPhone: '3/24h', ordersPerAddress: '10/1h', holdRiskyForCall: false, blockedMessage: null },
  messages: { channel: 'sms', send: { confirmation: true, dispatched: true, outForDelivery: false }, templates: { confirmation: null, dispatched: null, outForDelivery: null } },
};
export const SAVED: AdminSiteSettings = { ...SETTINGS, company: { ...SETTINGS.company, name: 'Lamplight Trading' }, tracking: { ...SETTINGS.tracking, meta: { ...noToken, token: { set: true, last4: '9f2c' } } } };
export const typed = { ...formFromSettings(SETTINGS), companyName: 'Lamplight Trading', whatsapp: '12', meta: { newToken: 'EAAB-secret-9f2c', removeToken: false, testEventCode: '', endpoint: '' } };
export const REFUSAL: SaveRefusal = { message: 'Some settings are not right.', issues: [{ field: 'body.contacts.whatsapp', problem: 'phone' }] };

/** The server's message when the settings cannot be loaded. */
export const NOT_REACHED = 'Not reached.';

/** The events a tester sends: another site chosen, the form typed, a save, the server's answers. */
export const SETTINGS_EVENTS = [
  { type: 'settings.load', siteId: 'site-pl' },
  { type: 'form.change', form: typed },
  { type: 'settings.save' },
  { type: 'xstate.done.actor.loadSettings', output: SETTINGS },
  { type: 'xstate.error.actor.loadSettings', error: new Error(NOT_REACHED) },
  { type: 'xstate.done.actor.saveSettings', output: SAVED },
  { type: 'xstate.error.actor.saveSettings', error: REFUSAL },
] as unknown as SiteSettingsEvent[];

/** A snapshot as the model tells states apart: where it is, which site, the company name typed, the failure. */
export const serializeSettings = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, site: snapshot.context.siteId, name: snapshot.context.form?.companyName ?? null, message: snapshot.context.message, issues: snapshot.context.issues });

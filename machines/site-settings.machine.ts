import { assign, fromPromise, setup } from 'xstate';
import type { AdminSiteSettings, SiteSettingsRequest } from '../src/domain/contracts/admin-settings';
import { formFromSettings, issuesByField, requestFromForm, type SiteSettingsForm } from '../src/domain/site-settings-form';

/**
 * A site's settings on the back office's Settings page:
 *
 *   loading ──▶ editing ──settings.save──▶ saving ──▶ saved | failed
 *      │            ▲ form.change (from saved or failed too)          │
 *      ▼            └─────────────────────────────────────────────────┘
 *   loadFailed ──settings.load──▶ loading     (settings.load: another site, or again)
 *
 * A refused save keeps everything typed, with the server's message and its problems by field;
 * a save that goes through fills the form from the server's answer (a token typed is gone from
 * it, only its last 4 characters show).
 */

/** A save the server refused (or could not be reached for): its message and the refused fields. */
export interface SaveRefusal {
  message: string | null;
  issues: { field: string; problem: string }[];
}

export type SiteSettingsEvent = { type: 'settings.load'; siteId: string } | { type: 'form.change'; form: SiteSettingsForm } | { type: 'settings.save' };

export interface SiteSettingsContext {
  siteId: string;
  /** The settings as the server last answered them; null until loaded. */
  settings: AdminSiteSettings | null;
  form: SiteSettingsForm | null;
  /** Problems by form field (`companyName`, `meta.newToken`), from the last refused save. */
  issues: Record<string, string>;
  message: string | null;
}

const refusalOf = (error: unknown): SaveRefusal => {
  if (error && typeof error === 'object' && 'issues' in error) return error as SaveRefusal;
  return { message: error instanceof Error && error.message !== '' ? error.message : null, issues: [] };
};

export const siteSettingsMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as SiteSettingsContext, events: {} as SiteSettingsEvent, input: {} as { siteId: string } },
  actors: {
    loadSettings: fromPromise<AdminSiteSettings, { siteId: string }>(async () => {
      throw new Error('loadSettings is provided by the settings page');
    }),
    saveSettings: fromPromise<AdminSiteSettings, { siteId: string; request: SiteSettingsRequest }>(async () => {
      throw new Error('saveSettings is provided by the settings page');
    }),
  },
  actions: {
    setSite: assign({ siteId: ({ event }) => (event as { siteId: string }).siteId, settings: null, form: null, issues: {}, message: null }),
    setLoaded: assign(({ event }) => {
      const settings = (event as unknown as { output: AdminSiteSettings }).output;
      return { settings, form: formFromSettings(settings), issues: {}, message: null };
    }),
    setForm: assign({ form: ({ event }) => (event as { form: SiteSettingsForm }).form, message: null }),
    clearFailure: assign({ issues: {}, message: null }),
    setFailure: assign(({ event }) => {
      const refusal = refusalOf((event as unknown as { error: unknown }).error);
      return { message: refusal.message, issues: issuesByField(refusal.issues) };
    }),
  },
}).createMachine({
  id: 'siteSettings',
  context: ({ input }) => ({ siteId: input.siteId, settings: null, form: null, issues: {}, message: null }),
  initial: 'loading',
  states: {
    loading: {
      // Another site chosen before the answer: its settings are asked for instead.
      on: { 'settings.load': { target: 'loading', reenter: true, actions: 'setSite' } },
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        input: ({ context }) => ({ siteId: context.siteId }),
        onDone: { target: 'editing', actions: 'setLoaded' },
        onError: { target: 'loadFailed', actions: 'setFailure' },
      },
    },
    loadFailed: {
      on: { 'settings.load': { target: 'loading', actions: 'setSite' } },
    },
    editing: {
      on: { 'form.change': { actions: 'setForm' }, 'settings.save': 'saving', 'settings.load': { target: 'loading', actions: 'setSite' } },
    },
    saving: {
      // No settings.load here: a site change waits for the save's answer (the picker is disabled meanwhile).
      entry: 'clearFailure',
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => ({ siteId: context.siteId, request: requestFromForm(context.form!) }),
        onDone: { target: 'saved', actions: 'setLoaded' },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    saved: {
      on: { 'form.change': { target: 'editing', actions: 'setForm' }, 'settings.save': 'saving', 'settings.load': { target: 'loading', actions: 'setSite' } },
    },
    failed: {
      on: { 'form.change': { target: 'editing', actions: 'setForm' }, 'settings.save': 'saving', 'settings.load': { target: 'loading', actions: 'setSite' } },
    },
  },
});

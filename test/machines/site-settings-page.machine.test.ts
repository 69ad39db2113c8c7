import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { siteSettingsMachine } from '../../machines/site-settings.machine';
import type { AdminSiteSettings } from '../../src/domain/contracts/admin-settings';
import { flush } from '../helpers/deferred';
import { editing, startPage } from '../helpers/site-settings-page';
import { REFUSAL, SAVED, SETTINGS, typed } from '../helpers/site-settings-model';

// The settings page's rules written by hand: the generated paths (site-settings.machine.test.ts)
// replay the machine against itself, so they cannot notice a changed target or action; these can.

describe('the settings page’s flow', () => {
  it('loads the chosen site’s settings into the form', async () => {
    const { page, loads } = await editing();
    expect(loads[0]!.siteId).toBe('site-tw');
    expect(page.getSnapshot().value).toBe('editing');
    expect(page.getSnapshot().context.form?.companyName).toBe('AquaLite Ltd.');
  });

  it('sends what was typed, a new token included, and refills the form from the answer (the token gone from it)', async () => {
    const { page, saves } = await editing();
    page.send({ type: 'form.change', form: typed });
    page.send({ type: 'settings.save' });
    expect(page.getSnapshot().value).toBe('saving');
    expect(saves[0]!.input.request).toMatchObject({ company: { name: 'Lamplight Trading' }, tracking: { meta: { accessToken: 'EAAB-secret-9f2c' } } });
    expect(saves[0]!.input.request.tracking.tiktok).not.toHaveProperty('accessToken');
    saves[0]!.answer.resolve(SAVED);
    await flush();
    expect(page.getSnapshot().value).toBe('saved');
    expect(page.getSnapshot().context.form?.meta.newToken).toBe('');
    expect(page.getSnapshot().context.settings?.tracking.meta.token.last4).toBe('9f2c');
  });

  it('keeps everything typed on a refusal, with the message and the refused field', async () => {
    const { page, saves } = await editing();
    page.send({ type: 'form.change', form: typed });
    page.send({ type: 'settings.save' });
    saves[0]!.answer.reject(REFUSAL);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context).toMatchObject({ form: typed, message: REFUSAL.message, issues: { whatsapp: 'phone' } });
  });

  it('a network failure says so and keeps the form; a retry sends it again', async () => {
    const { page, saves } = await editing();
    page.send({ type: 'form.change', form: typed });
    page.send({ type: 'settings.save' });
    saves[0]!.answer.reject(new Error('The server could not be reached.'));
    await flush();
    expect(page.getSnapshot().context).toMatchObject({ form: typed, message: 'The server could not be reached.', issues: {} });
    page.send({ type: 'settings.save' });
    expect(saves).toHaveLength(2);
    expect(saves[1]!.input.request.company.name).toBe('Lamplight Trading');
  });

  it('asks for the site chosen last when the owner picks another before the first answers', async () => {
    const { page, loads } = startPage();
    page.send({ type: 'settings.load', siteId: 'site-pl' });
    expect(loads.map((load) => load.siteId)).toEqual(['site-tw', 'site-pl']);
    loads[1]!.answer.resolve({ ...SETTINGS, siteId: 'site-pl' });
    await flush();
    expect(page.getSnapshot().context).toMatchObject({ siteId: 'site-pl', settings: { siteId: 'site-pl' } });
  });

  it('does not move to another site while a save is being sent', async () => {
    const { page, loads } = await editing();
    page.send({ type: 'settings.save' });
    page.send({ type: 'settings.load', siteId: 'site-pl' });
    expect(page.getSnapshot().value).toBe('saving');
    expect(loads).toHaveLength(1);
  });
});

describe('the settings page, what a failure says', () => {
  it('says why the settings could not be loaded, and loads them again on settings.load', async () => {
    const { page, loads } = startPage();
    loads[0]!.answer.reject(new Error('The server could not be reached.'));
    await flush();
    expect(page.getSnapshot().value).toBe('loadFailed');
    expect(page.getSnapshot().context.message).toBe('The server could not be reached.');
    page.send({ type: 'settings.load', siteId: 'site-tw' });
    expect(page.getSnapshot().value).toBe('loading');
    expect(page.getSnapshot().context.message).toBeNull();
    loads[1]!.answer.resolve(SETTINGS);
    await flush();
    expect(page.getSnapshot().value).toBe('editing');
    expect(page.getSnapshot().context).toMatchObject({ settings: SETTINGS, form: { companyName: 'AquaLite Ltd.' }, message: null, issues: {} });
  });

  it.each([
    ['an error without a message', null, new Error('')],
    ['something thrown that is not an error', null, 'offline'],
    ['nothing at all', null, undefined],
    ['an error with a message', 'Bad gateway', new Error('Bad gateway')],
  ])('a save failing with %s shows %j as its message, no field problem, and keeps the form', async (_what, message, thrown) => {
    const { page, saves } = await editing();
    page.send({ type: 'form.change', form: typed });
    page.send({ type: 'settings.save' });
    saves[0]!.answer.reject(thrown);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context.message).toBe(message);
    expect(page.getSnapshot().context.issues).toEqual({});
    expect(page.getSnapshot().context.form).toEqual(typed);
  });

  it('without the page’s services, says that loading is not provided', async () => {
    const page = createActor(siteSettingsMachine, { input: { siteId: 'site-tw' } }).start();
    await flush();
    expect(page.getSnapshot().value).toBe('loadFailed');
    expect(page.getSnapshot().context.message).toBe('loadSettings is provided by the settings page');
  });

  it('without the page’s save service, says that saving is not provided, and keeps the form', async () => {
    const page = createActor(siteSettingsMachine.provide({ actors: { loadSettings: fromPromise<AdminSiteSettings, { siteId: string }>(async () => SETTINGS) } }), { input: { siteId: 'site-tw' } }).start();
    await flush();
    page.send({ type: 'form.change', form: typed });
    page.send({ type: 'settings.save' });
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context).toMatchObject({ message: 'saveSettings is provided by the settings page', form: typed });
  });
});

describe('the settings page after an answer', () => {
  it('after a save, a change goes back to editing with what was typed and the last answer kept', async () => {
    const { page, saves } = await editing();
    page.send({ type: 'settings.save' });
    saves[0]!.answer.resolve(SAVED);
    await flush();
    expect(page.getSnapshot().context).toMatchObject({ settings: SAVED, form: { companyName: 'Lamplight Trading' }, message: null, issues: {} });
    page.send({ type: 'form.change', form: typed });
    expect(page.getSnapshot().value).toBe('editing');
    expect(page.getSnapshot().context).toMatchObject({ form: typed, settings: SAVED });
  });

  it('after a refusal, a change goes back to editing, forgets the message and keeps the refused fields until saved again', async () => {
    const { page, saves } = await editing();
    page.send({ type: 'form.change', form: typed });
    page.send({ type: 'settings.save' });
    saves[0]!.answer.reject(REFUSAL);
    await flush();
    const fixed = { ...typed, whatsapp: '+886912345678' };
    page.send({ type: 'form.change', form: fixed });
    expect(page.getSnapshot().value).toBe('editing');
    expect(page.getSnapshot().context).toMatchObject({ form: fixed, message: null, issues: { whatsapp: 'phone' } });
    page.send({ type: 'settings.save' });
    expect(page.getSnapshot().context).toMatchObject({ message: null, issues: {} });
    expect(saves[1]!.input.request.contacts.whatsapp).toBe('+886912345678');
  });

  it('a change while editing keeps the page editing and sends the change', async () => {
    const { page, saves } = await editing();
    page.send({ type: 'form.change', form: typed });
    expect(page.getSnapshot().value).toBe('editing');
    expect(page.getSnapshot().context.form).toEqual(typed);
    page.send({ type: 'settings.save' });
    expect(saves[0]!.input).toMatchObject({ siteId: 'site-tw', request: { company: { name: 'Lamplight Trading' } } });
  });

  it.each(['saved', 'failed', 'editing'] as const)('another site picked when %s empties the form and loads that site', async (where) => {
    const { page, saves, loads } = await editing();
    page.send({ type: 'form.change', form: typed });
    if (where !== 'editing') {
      page.send({ type: 'settings.save' });
      if (where === 'saved') saves[0]!.answer.resolve(SAVED);
      else saves[0]!.answer.reject(REFUSAL);
      await flush();
      expect(page.getSnapshot().value).toBe(where);
    }
    page.send({ type: 'settings.load', siteId: 'site-pl' });
    expect(page.getSnapshot().value).toBe('loading');
    expect(page.getSnapshot().context).toEqual({ siteId: 'site-pl', settings: null, form: null, issues: {}, message: null });
    expect(loads.at(-1)!.siteId).toBe('site-pl');
  });
});

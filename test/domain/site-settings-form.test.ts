import { describe, expect, it } from 'vitest';
import type { AdminSiteSettings } from '../../src/domain/contracts/admin-settings';
import { formFieldOf, formFromSettings, issuesByField, requestFromForm } from '../../src/domain/site-settings-form';

const noToken = { token: { set: false, last4: null }, testEventCode: null, endpoint: null };
const SETTINGS: AdminSiteSettings = {
  siteId: 'site-pl',
  host: 'pl.localhost',
  name: 'AquaLite PL',
  country: 'PL',
  consentAlwaysAsked: true,
  sellOutWarningByDefault: false,
  company: { name: 'AquaLite Sp. z o.o.', address: 'ul. Marszałkowska 1', registration: 'NIP 000' },
  contacts: { serviceEmail: null, whatsapp: '+48 512 345 678', line: null, facebook: 'aqualite.pl' },
  followBrowserLanguage: true,
  sellOutWarning: false,
  verification: 'never',
  tracking: { askConsentOutsideEu: false, fixedPurchaseValue: { network: 'tiktok', value: 30, currency: 'USD' }, testPhones: ['+48500100200', '+48500100201'], meta: { ...noToken, token: { set: true, last4: '9f2c' }, testEventCode: 'TEST1' }, tiktok: noToken },
  protection: { ordersPerPhone: '3/24h', ordersPerAddress: '10/1h', holdRiskyForCall: false, blockedMessage: null },
  messages: { channel: 'sms', send: { confirmation: true, dispatched: true, outForDelivery: false }, templates: { confirmation: null, dispatched: null, outForDelivery: null } },
};

describe('the Settings form', () => {
  it('sends back what it was filled with, leaving the tokens as they are', () => {
    const request = requestFromForm(formFromSettings(SETTINGS));
    expect(request).toEqual({
      company: { name: 'AquaLite Sp. z o.o.', address: 'ul. Marszałkowska 1', registration: 'NIP 000' },
      contacts: { serviceEmail: '', whatsapp: '+48 512 345 678', line: '', facebook: 'aqualite.pl' },
      followBrowserLanguage: true,
      sellOutWarning: false,
      verification: 'never',
      tracking: {
        askConsentOutsideEu: false,
        fixedPurchaseValue: { network: 'tiktok', value: 30, currency: 'USD' },
        testPhones: ['+48500100200', '+48500100201'],
        meta: { testEventCode: 'TEST1', endpoint: '' },
        tiktok: { testEventCode: '', endpoint: '' },
      },
      protection: { ordersPerPhone: '3/24h', ordersPerAddress: '10/1h', holdRiskyForCall: false, blockedMessage: '' },
      messages: { channel: 'sms', send: { confirmation: true, dispatched: true, outForDelivery: false }, templates: { confirmation: '', dispatched: '', outForDelivery: '' } },
    });
  });

  it('sends a typed token, or null to remove the one set, and reads a value typed with a comma', () => {
    const form = formFromSettings(SETTINGS);
    const request = requestFromForm({ ...form, fixedValue: '29,5', sellOutWarning: 'default', meta: { ...form.meta, removeToken: true }, tiktok: { ...form.tiktok, newToken: '  tt-token-1234 ' } });
    expect(request.tracking.meta).toMatchObject({ accessToken: null });
    expect(request.tracking.tiktok).toMatchObject({ accessToken: 'tt-token-1234' });
    expect(request.tracking.fixedPurchaseValue).toEqual({ network: 'tiktok', value: 29.5, currency: 'USD' });
    expect(request.sellOutWarning).toBeNull();
  });

  it('names the form field of each field the server refuses', () => {
    expect(formFieldOf('body.company.name')).toBe('companyName');
    expect(formFieldOf('body.protection.ordersPerPhone')).toBe('ordersPerPhone');
    expect(formFieldOf('body.tracking.testPhones.3')).toBe('testPhones');
    expect(formFieldOf('body.tracking.tiktok.accessToken')).toBe('tiktok.newToken');
    expect(formFieldOf('body.tracking.fixedPurchaseValue.value')).toBe('fixedValue');
    expect(formFieldOf('body.messages.templates.dispatched')).toBe('messageTemplates.dispatched');
    expect(issuesByField([{ field: 'body.tracking.testPhones.1', problem: 'phone' }, { field: 'body.tracking.testPhones.2', problem: 'tooLong' }])).toEqual({ testPhones: 'phone' });
  });

  it('fills empty fields for what the site has not set, and the zone’s choice of the sell-out warning', () => {
    const form = formFromSettings({
      ...SETTINGS,
      company: { ...SETTINGS.company, registration: null },
      contacts: { serviceEmail: 'help@aqualite.pl', whatsapp: null, line: 'aqualite', facebook: null },
      sellOutWarning: null,
      tracking: { ...SETTINGS.tracking, fixedPurchaseValue: null, tiktok: { ...noToken, endpoint: 'https://events.example/tt' } },
      protection: { ...SETTINGS.protection, blockedMessage: 'Call us' },
      messages: { ...SETTINGS.messages, templates: { confirmation: 'Thanks {orderNo}', dispatched: null, outForDelivery: 'On its way' } },
    });
    expect(form).toMatchObject({
      companyRegistration: '',
      serviceEmail: 'help@aqualite.pl',
      whatsapp: '',
      line: 'aqualite',
      facebook: '',
      sellOutWarning: 'default',
      fixedNetwork: '',
      fixedValue: '',
      fixedCurrency: 'USD',
      meta: { newToken: '', removeToken: false, testEventCode: 'TEST1', endpoint: '' },
      tiktok: { newToken: '', removeToken: false, testEventCode: '', endpoint: 'https://events.example/tt' },
      blockedMessage: 'Call us',
      messageTemplates: { confirmation: 'Thanks {orderNo}', dispatched: '', outForDelivery: 'On its way' },
    });
    expect(formFromSettings({ ...SETTINGS, sellOutWarning: true }).sellOutWarning).toBe('on');
    expect(formFromSettings({ ...SETTINGS, sellOutWarning: false }).sellOutWarning).toBe('off');
    expect(formFromSettings(SETTINGS).testPhones).toBe('+48500100200\n+48500100201');
  });

  it('sends no fixed value without a network, null for a value that is no number, and the currency in capitals', () => {
    const form = formFromSettings(SETTINGS);
    expect(requestFromForm({ ...form, fixedNetwork: '' }).tracking.fixedPurchaseValue).toBeNull();
    expect(requestFromForm({ ...form, fixedValue: '  ' }).tracking.fixedPurchaseValue).toEqual({ network: 'tiktok', value: null, currency: 'USD' });
    expect(requestFromForm({ ...form, fixedValue: 'thirty' }).tracking.fixedPurchaseValue).toEqual({ network: 'tiktok', value: null, currency: 'USD' });
    expect(requestFromForm({ ...form, fixedNetwork: 'facebook', fixedValue: ' 12.5 ', fixedCurrency: ' eur ' }).tracking.fixedPurchaseValue).toEqual({ network: 'facebook', value: 12.5, currency: 'EUR' });
  });

  it('sends the test phones one a line or comma, blanks left out, and the sell-out warning as chosen', () => {
    const form = formFromSettings(SETTINGS);
    const request = requestFromForm({ ...form, testPhones: ' +48500100200 ,\n\n+48500100201\n , ', sellOutWarning: 'on' });
    expect(request.tracking.testPhones).toEqual(['+48500100200', '+48500100201']);
    expect(request.sellOutWarning).toBe(true);
    expect(requestFromForm({ ...form, sellOutWarning: 'off' }).sellOutWarning).toBe(false);
  });

  it('keeps the token set when the new one typed is only spaces', () => {
    const form = formFromSettings(SETTINGS);
    const request = requestFromForm({ ...form, meta: { ...form.meta, newToken: '   ' } });
    expect(request.tracking.meta).toStrictEqual({ testEventCode: 'TEST1', endpoint: '' });
  });

  it.each([
    ['body.company.name', 'companyName'],
    ['body.company.address', 'companyAddress'],
    ['body.company.registration', 'companyRegistration'],
    ['body.contacts.serviceEmail', 'serviceEmail'],
    ['body.contacts.whatsapp', 'whatsapp'],
    ['body.contacts.line', 'line'],
    ['body.contacts.facebook', 'facebook'],
    ['body.followBrowserLanguage', 'followBrowserLanguage'],
    ['body.sellOutWarning', 'sellOutWarning'],
    ['body.verification', 'verification'],
    ['body.tracking.askConsentOutsideEu', 'askConsentOutsideEu'],
    ['body.tracking.fixedPurchaseValue.network', 'fixedNetwork'],
    ['body.tracking.fixedPurchaseValue.value', 'fixedValue'],
    ['body.tracking.fixedPurchaseValue.currency', 'fixedCurrency'],
    ['body.tracking.fixedPurchaseValue', 'fixedValue'],
    ['body.protection.ordersPerPhone', 'ordersPerPhone'],
    ['body.protection.ordersPerAddress', 'ordersPerAddress'],
    ['body.protection.holdRiskyForCall', 'holdRiskyForCall'],
    ['body.protection.blockedMessage', 'blockedMessage'],
    ['body.messages.channel', 'messageChannel'],
    ['body.messages.send.outForDelivery', 'messageSend.outForDelivery'],
    ['body.messages.templates.confirmation', 'messageTemplates.confirmation'],
    ['body.tracking.testPhones', 'testPhones'],
    ['body.tracking.meta.accessToken', 'meta.newToken'],
    ['body.tracking.meta.testEventCode', 'meta.testEventCode'],
    ['body.tracking.tiktok.endpoint', 'tiktok.endpoint'],
    ['body.tracking.testPhonesExtra', 'tracking.testPhonesExtra'],
    ['body.tracking.google.accessToken', 'tracking.google.accessToken'],
    ['body.messages.sent.confirmation', 'messages.sent.confirmation'],
    ['company.name', 'companyName'],
    ['somebody.company.name', 'somebody.company.name'],
    ['body.tracking.xmeta.endpoint', 'tracking.xmeta.endpoint'],
    ['body.xmessages.send.confirmation', 'xmessages.send.confirmation'],
    ['body.xtracking.testPhones', 'xtracking.testPhones'],
    ['body.xtracking.meta.endpoint', 'xtracking.meta.endpoint'],
  ])('shows the server’s refusal of %s on the form’s %s field', (field, formField) => {
    expect(formFieldOf(field)).toBe(formField);
  });
});

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
});

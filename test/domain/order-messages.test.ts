import { describe, expect, it } from 'vitest';
import { fillTemplate, orderLookupLink, sendsOrderMessage, templateProblem } from '../../src/domain/order-messages';

describe('order message texts', () => {
  it('takes a text naming only the known placeholders, and refuses any other name or a lone brace', () => {
    expect(templateProblem('{shop}: order {orderNo} left with {carrier} ({ trackingNo }); see {link}')).toBeNull();
    expect(templateProblem('Hello {name}, order {orderNo}')).toBe('placeholder');
    expect(templateProblem('Order {orderNo')).toBe('placeholder');
    expect(templateProblem('{count, plural, one {#} other {#}}')).toBe('placeholder');
  });

  it('fills each placeholder wherever it stands', () => {
    expect(fillTemplate('{shop}: {orderNo} / {orderNo} by {carrier}', { shop: 'AquaLite', orderNo: 'A1', carrier: 'T-Cat' })).toBe('AquaLite: A1 / A1 by T-Cat');
  });

  it('links to the lookup page on the site’s own host, over https except on this machine', () => {
    expect(orderLookupLink('shop.example.com', 'TW 1')).toBe('https://shop.example.com/searchOrder?orderNo=TW%201');
    expect(orderLookupLink('tw.localhost', 'TW1')).toBe('http://tw.localhost/searchOrder?orderNo=TW1');
  });

  it('sends confirmation and dispatch unless turned off, and out-for-delivery only when turned on', () => {
    expect([sendsOrderMessage(undefined, 'confirmation'), sendsOrderMessage(undefined, 'dispatched'), sendsOrderMessage(undefined, 'outForDelivery')]).toEqual([true, true, false]);
    expect(sendsOrderMessage({ send: { confirmation: false, outForDelivery: true } }, 'confirmation')).toBe(false);
    expect(sendsOrderMessage({ send: { outForDelivery: true } }, 'outForDelivery')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { channelOf, fillTemplate, MESSAGE_CHANNELS, messageOfMove, ORDER_MESSAGE_KINDS, orderLookupLink, orderMessageKey, sendsOrderMessage, templateProblem } from '../../src/domain/order-messages';

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

  it('opens the lookup in the message’s language, and on this machine at the port the shop is tried out on', () => {
    expect(orderLookupLink('pl.example.com', 'PL1', 'pl', 3000)).toBe('https://pl.example.com/pl/searchOrder?orderNo=PL1');
    expect(orderLookupLink('pl.localhost', 'PL1', 'pl', 3107)).toBe('http://pl.localhost:3107/pl/searchOrder?orderNo=PL1');
    expect(orderLookupLink('tw.localhost', 'TW1', 'zh-TW', 80)).toBe('http://tw.localhost/zh-tw/searchOrder?orderNo=TW1');
    expect(orderLookupLink('localhost', 'A1', 'en', 3000)).toBe('http://localhost:3000/searchOrder?orderNo=A1');
  });

  it('sends confirmation and dispatch unless turned off, and out-for-delivery only when turned on', () => {
    expect([sendsOrderMessage(undefined, 'confirmation'), sendsOrderMessage(undefined, 'dispatched'), sendsOrderMessage(undefined, 'outForDelivery')]).toEqual([true, true, false]);
    expect(sendsOrderMessage({ send: { confirmation: false, outForDelivery: true } }, 'confirmation')).toBe(false);
    expect(sendsOrderMessage({ send: { outForDelivery: true } }, 'outForDelivery')).toBe(true);
  });

  it('confirms a cash-on-delivery order when it is placed, and a prepaid one only when its payment succeeds', () => {
    expect(messageOfMove({ event: 'order.place', status: 'PENDING_DELIVER' })).toBe('confirmation');
    expect(messageOfMove({ event: 'order.place', status: 'PENDING_PAYMENT' })).toBeNull();
    expect(messageOfMove({ event: 'payment.failed', status: 'PENDING_PAYMENT' })).toBeNull();
    expect(messageOfMove({ event: 'payment.succeeded', status: 'PENDING_DELIVER' })).toBe('confirmation');
    expect(messageOfMove({ event: 'order.cancel', status: 'ORDER_CLOSE' })).toBeNull();
  });

  it('tells of the dispatch and of the van taking the parcel out, whatever else moves', () => {
    expect(messageOfMove({ event: 'order.dispatch', status: 'ALREADY_DELIVER' })).toBe('dispatched');
    expect(messageOfMove({ event: 'order.outForDelivery', status: 'ALREADY_DELIVER' })).toBe('outForDelivery');
    expect(messageOfMove({ event: 'order.deliver', status: 'ALREADY_DELIVER' })).toBeNull();
  });
});

describe('order messages as the owner sets them', () => {
  it('sends by SMS unless the site chose WhatsApp', () => {
    expect(channelOf(undefined)).toBe('sms');
    expect(channelOf({})).toBe('sms');
    expect(channelOf({ channel: 'whatsapp' })).toBe('whatsapp');
    expect(MESSAGE_CHANNELS).toEqual(['sms', 'whatsapp']);
  });

  it('keeps the defaults of the kinds the owner did not set', () => {
    expect(sendsOrderMessage({ send: { outForDelivery: true } }, 'confirmation')).toBe(true);
    expect(sendsOrderMessage({ send: { dispatched: false } }, 'dispatched')).toBe(false);
    expect(sendsOrderMessage({}, 'outForDelivery')).toBe(false);
  });

  it('takes each kind’s default text from the shopper catalog', () => {
    expect(ORDER_MESSAGE_KINDS.map(orderMessageKey)).toEqual(['orderMessage.confirmation', 'orderMessage.dispatched', 'orderMessage.outForDelivery']);
  });

  it('takes a text without placeholders, and refuses an empty or a closing brace alone', () => {
    expect(templateProblem('Thank you for your order')).toBeNull();
    expect(templateProblem('Order }orderNo{')).toBe('placeholder');
    expect(templateProblem('Order {}')).toBe('placeholder');
    expect(templateProblem('{shop} {orderNo} {link} {carrier} {trackingNo}')).toBeNull();
  });

  it('fills a placeholder written with spaces, and leaves one it has no value for as written', () => {
    expect(fillTemplate('{ shop } sent {orderNo} with {carrier}', { shop: 'AquaLite', orderNo: 'A1' })).toBe('AquaLite sent A1 with {carrier}');
  });

  it('links over http on this machine only', () => {
    expect(orderLookupLink('localhost', 'A1')).toBe('http://localhost/searchOrder?orderNo=A1');
    expect(orderLookupLink('notlocalhost', 'A1')).toBe('https://notlocalhost/searchOrder?orderNo=A1');
    expect(orderLookupLink('localhost.example.com', 'A/1')).toBe('https://localhost.example.com/searchOrder?orderNo=A%2F1');
  });
});

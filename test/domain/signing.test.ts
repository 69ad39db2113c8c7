import { describe, expect, it } from 'vitest';
import { canonicalQuery, SIGNATURE_HEADER } from '../../src/domain/signing';
import { sign } from '../../src/api/signing';
import { createHmac } from 'node:crypto';

describe('the canonical query a request is signed over', () => {
  it('sorts the keys and joins key=value pairs with &', () => {
    expect(canonicalQuery({ b: '2', a: '1', c: '3' })).toBe('a=1&b=2&c=3');
  });

  it('skips empty values but keeps zero and booleans', () => {
    expect(canonicalQuery({ empty: '', nothing: null, missing: undefined, zero: 0, no: false, yes: true })).toBe('no=false&yes=true&zero=0');
  });

  it('signs nested values as their JSON text', () => {
    expect(canonicalQuery({ lines: [{ id: 'x', quantity: 2 }], recipient: { name: 'Ana' } })).toBe(
      'lines=[{"id":"x","quantity":2}]&recipient={"name":"Ana"}',
    );
  });

  it('sorts by code unit, so upper case comes before lower case', () => {
    expect(canonicalQuery({ b: '1', B: '2', a: '3' })).toBe('B=2&a=3&b=1');
  });

  it('gives the browser (noble) and the server (node:crypto) the same Base64 HMAC-SHA256', () => {
    const params = { productId: 'p1', quantity: 2, note: '貨到付款 😀', zero: 0 };
    const server = createHmac('sha256', 'secret').update(canonicalQuery(params)).digest('base64');
    expect(sign(params, 'secret')).toBe(server);
  });
});

describe('the signature of a request', () => {
  it('travels in the x-sign header', () => {
    expect(SIGNATURE_HEADER).toBe('x-sign');
  });

  it('signs a blank but not empty value, and nothing for no parameters', () => {
    expect(canonicalQuery({ note: ' ' })).toBe('note= ');
    expect(canonicalQuery({})).toBe('');
  });

  it('signs numbers and booleans as text, and an empty list or object as JSON', () => {
    expect(canonicalQuery({ n: 1.5, t: true, list: [], obj: {} })).toBe('list=[]&n=1.5&obj={}&t=true');
  });
});

import { describe, expect, it } from 'vitest';
import { visibleErrors } from '../../src/domain/form-errors';

const errors = { name: { key: 'nameTips' }, phone: { key: 'phonenotempty' }, address: { key: 'addressTips' } };

describe('the errors a form shows', () => {
  it('are only those of the fields the shopper has left', () => {
    expect(visibleErrors(errors, ['name', 'address'], false)).toEqual({ name: { key: 'nameTips' }, address: { key: 'addressTips' } });
    expect(visibleErrors(errors, [], false)).toEqual({});
  });

  it('are every one once the shopper tried to send it', () => {
    expect(visibleErrors(errors, [], true)).toEqual(errors);
  });
});

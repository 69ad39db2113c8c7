import { describe, expect, it } from 'vitest';
import {
  OPERATOR_ROLES,
  PERMISSIONS,
  checkPassword,
  isOperatorRole,
  may,
  normalizeEmail,
  operatorEmailSchema,
  operatorViewSchema,
  permissionsOf,
  signInRequest,
} from '../../src/domain/operator';

describe('what each operator may do', () => {
  it('lets the owner do everything', () => {
    for (const permission of PERMISSIONS) expect(may('owner', permission)).toBe(true);
    expect(permissionsOf('owner')).toEqual([...PERMISSIONS]);
  });

  it('lets support handle orders, returns, reviews and messages, and nothing else', () => {
    expect(permissionsOf('support')).toEqual(['orders', 'returns', 'reviews', 'messages']);
    for (const permission of ['catalog', 'promotions', 'settings', 'operators', 'audit'] as const) expect(may('support', permission)).toBe(false);
    expect(may('support', 'orders')).toBe(true);
  });

  it('gives a copy of the permissions, so changing it changes no role', () => {
    const list = permissionsOf('support');
    list.push('audit');
    expect(may('support', 'audit')).toBe(false);
    expect(permissionsOf('support')).toHaveLength(4);
  });

  it('knows the owner and support roles and no other', () => {
    expect(OPERATOR_ROLES).toEqual(['owner', 'support']);
    expect(isOperatorRole('owner')).toBe(true);
    expect(isOperatorRole('support')).toBe(true);
    expect(isOperatorRole('admin')).toBe(false);
    expect(isOperatorRole('')).toBe(false);
  });
});

describe('an operator’s password', () => {
  it('must have at least 12 characters, emoji counted as one', () => {
    expect(checkPassword('a'.repeat(11))).toBe('tooShort');
    expect(checkPassword('a'.repeat(12))).toBeNull();
    // Six emoji are twelve UTF-16 units but six characters.
    expect(checkPassword('😀'.repeat(6))).toBe('tooShort');
  });

  it('may have at most 256 characters', () => {
    expect(checkPassword('a'.repeat(256))).toBeNull();
    expect(checkPassword('a'.repeat(257))).toBe('tooLong');
  });
});

describe('an operator’s email', () => {
  it('is compared trimmed and lower-cased', () => {
    expect(normalizeEmail('  Anna@Shop.EXAMPLE ')).toBe('anna@shop.example');
    expect(operatorEmailSchema.parse(' Anna@Shop.Example ')).toBe('anna@shop.example');
  });

  it('must be an address of at most 254 characters', () => {
    expect(operatorEmailSchema.safeParse('not an email').success).toBe(false);
    const address = (label: number) => `${'a'.repeat(64)}@${['b', 'c', 'd'].map((letter) => letter.repeat(label)).join('.')}.com`;
    expect(address(61)).toHaveLength(254);
    expect(operatorEmailSchema.safeParse(address(61)).success).toBe(true);
    expect(operatorEmailSchema.safeParse(address(62)).success).toBe(false);
  });
});

describe('signing in', () => {
  it('takes an email and a password, and nothing else', () => {
    expect(signInRequest.safeParse({ email: 'a@b.example', password: 'x'.repeat(20) }).success).toBe(true);
    expect(signInRequest.safeParse({ email: 'a@b.example', password: 'x', remember: true }).success).toBe(false);
  });

  it('refuses an email or a password too long to be real before checking it', () => {
    expect(signInRequest.safeParse({ email: 'a'.repeat(255), password: 'x' }).success).toBe(false);
    expect(signInRequest.safeParse({ email: 'a@b.example', password: 'x'.repeat(1024) }).success).toBe(true);
    expect(signInRequest.safeParse({ email: 'a@b.example', password: 'x'.repeat(1025) }).success).toBe(false);
  });

  it('shows who is signed in with a role, the permissions and the token to send back', () => {
    const view = { email: 'a@b.example', role: 'support', permissions: ['orders'], csrfToken: 't' };
    expect(operatorViewSchema.parse(view)).toEqual(view);
    expect(operatorViewSchema.safeParse({ ...view, role: 'admin' }).success).toBe(false);
    expect(operatorViewSchema.safeParse({ ...view, permissions: ['everything'] }).success).toBe(false);
  });

  it('is named OperatorSession in the API document, with what it is', () => {
    expect(operatorViewSchema.meta()?.id).toBe('OperatorSession');
    expect(operatorViewSchema.description).toBe('The signed-in operator');
  });
});

import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, VerificationError, cleanCode, initialVerification } from '../../src/domain/verification';

describe('the phone verification of the checkout', () => {
  it('starts with no code sent, nothing typed and no failure, verification off unless the site asks', () => {
    expect(initialVerification()).toEqual({ mode: 'never', phone: null, token: null, code: '', expiresIn: 300, resendIn: 60, attemptsLeft: null, failure: null });
    expect(initialVerification('always').mode).toBe('always');
  });

  it('keeps only the digits of a pasted code, at most six', () => {
    expect(CODE_LENGTH).toBe(6);
    expect(cleanCode('123 456')).toBe('123456');
    expect(cleanCode('12-34-56-78')).toBe('123456');
    expect(cleanCode('１２３４５６')).toBe('123456');
    expect(cleanCode('١٢٣ ٤٥٦')).toBe('123456');
    expect(cleanCode('۱۲۳۴۵۶')).toBe('123456');
    expect(cleanCode('code: 42')).toBe('42');
  });

  it('tells why a code failed and how many tries are left', () => {
    const error = new VerificationError('wrong', 'Wrong code', 2);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Wrong code');
    expect(error.reason).toBe('wrong');
    expect(error.attemptsLeft).toBe(2);
    expect(new VerificationError('network', 'No answer').attemptsLeft).toBeNull();
  });
});

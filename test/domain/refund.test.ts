import { describe, expect, it } from 'vitest';
import { REFUND_METHODS, REFUND_REFERENCE_MAX, refundProblem } from '../../src/domain/refund';

const refund = { amount: 150100, method: 'bankTransfer', reference: ' TX-2026-001 ' };

describe('a refund the shop records', () => {
  it('may be up to what the order cost, by any of the shop’s methods', () => {
    expect(refundProblem(refund, 150100)).toBeNull();
    expect(refundProblem({ ...refund, amount: 1 }, 150100)).toBeNull();
    for (const method of REFUND_METHODS) expect(refundProblem({ ...refund, method }, 150100)).toBeNull();
    expect(REFUND_METHODS).toEqual(['cash', 'bankTransfer', 'card', 'wallet', 'storeCredit']);
  });

  it('is refused for nothing, more than the order cost, or a part of a minor unit', () => {
    expect(refundProblem({ ...refund, amount: 0 }, 150100)).toBe('amount');
    expect(refundProblem({ ...refund, amount: 150101 }, 150100)).toBe('amount');
    expect(refundProblem({ ...refund, amount: 10.5 }, 150100)).toBe('amount');
  });

  it('is refused by a method the shop does not know, or without a reference, or one too long', () => {
    expect(refundProblem({ ...refund, method: 'cheque' }, 150100)).toBe('method');
    expect(refundProblem({ ...refund, reference: '   ' }, 150100)).toBe('reference');
    expect(refundProblem({ ...refund, reference: ` ${'r'.repeat(REFUND_REFERENCE_MAX)} ` }, 150100)).toBeNull();
    expect(refundProblem({ ...refund, reference: 'r'.repeat(REFUND_REFERENCE_MAX + 1) }, 150100)).toBe('reference');
  });
});

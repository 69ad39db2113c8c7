import { describe, expect, it } from 'vitest';
import { isReplyLengthValid, REVIEW_REPLY_MAX } from '../../src/domain/review-moderation';

describe('the seller’s reply to a review', () => {
  it('has some text and at most 1000 characters, emoji counting as one', () => {
    expect(isReplyLengthValid('  Thank you!  ')).toBe(true);
    expect(isReplyLengthValid('   ')).toBe(false);
    expect(isReplyLengthValid('😀'.repeat(REVIEW_REPLY_MAX))).toBe(true);
    expect(isReplyLengthValid(` ${'r'.repeat(REVIEW_REPLY_MAX)} `)).toBe(true);
    expect(isReplyLengthValid('r'.repeat(REVIEW_REPLY_MAX + 1))).toBe(false);
  });
});

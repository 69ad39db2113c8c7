import { describe, expect, it } from 'vitest';
import { REVIEW_IMAGES_MAX, REVIEW_MESSAGE_MAX, REVIEW_NAME_MAX, validateReview } from '../../src/domain/review';
import { requireZone } from '../../src/domain/zones';

const taiwan = requireZone(1);
const review = { name: '  王小明 ', phone: '0912 345 678', score: 5, message: '  很好用，保冷一整天。 ' };
const errorsOf = (changes: Record<string, unknown>, images = 0) => {
  const result = validateReview(taiwan, { ...review, ...changes }, images);
  return result.ok ? {} : result.errors;
};

describe('the review form', () => {
  it('sends the review tidied, the phone in international form', () => {
    expect(validateReview(taiwan, review, REVIEW_IMAGES_MAX)).toEqual({ ok: true, value: { name: '王小明', phone: '+886912345678', score: 5, message: '很好用，保冷一整天。' } });
  });

  it('asks for a name, a valid phone, a score and a message when nothing is filled', () => {
    expect(validateReview(taiwan, {})).toEqual({
      ok: false,
      errors: {
        name: { key: 'nameTips' },
        phone: { key: 'phonenotempty', hintKey: 'phoneHint.1', hintValues: { example: '0912 345 678' } },
        score: { key: 'review.scoreTips' },
        message: { key: 'review.messageTips' },
      },
    });
  });

  it('explains the phone without an example where the zone has none', () => {
    const result = validateReview({ ...taiwan, phoneExample: null }, { ...review, phone: '123' });
    expect(result.ok ? null : result.errors.phone).toStrictEqual({ key: 'phonenotempty', hintKey: 'phoneHint.1' });
  });

  it('refuses a name with markup, without letters, or too long', () => {
    expect(errorsOf({ name: '<i>Wang</i>' })).toEqual({ name: { key: 'textMarkup' } });
    expect(errorsOf({ name: '***' })).toEqual({ name: { key: 'textNeedsLetters' } });
    expect(errorsOf({ name: 'n'.repeat(REVIEW_NAME_MAX) })).toEqual({});
    expect(errorsOf({ name: 'n'.repeat(REVIEW_NAME_MAX + 1) })).toEqual({ name: { key: 'nameTooLong', values: { max: 50 } } });
  });

  it('takes one to five whole stars', () => {
    expect(errorsOf({ score: 1 })).toEqual({});
    expect(errorsOf({ score: 0 })).toEqual({ score: { key: 'review.scoreTips' } });
    expect(errorsOf({ score: 6 })).toEqual({ score: { key: 'review.scoreTips' } });
    expect(errorsOf({ score: 4.5 })).toEqual({ score: { key: 'review.scoreTips' } });
  });

  it('refuses a message too long, and more photos than three', () => {
    expect(errorsOf({ message: 'm'.repeat(REVIEW_MESSAGE_MAX) })).toEqual({});
    expect(errorsOf({ message: 'm'.repeat(REVIEW_MESSAGE_MAX + 1) })).toEqual({ message: { key: 'review.messageTooLong', values: { max: 1000 } } });
    expect(errorsOf({}, REVIEW_IMAGES_MAX + 1)).toEqual({ images: { key: 'review.tooManyImages', values: { max: 3 } } });
  });
});

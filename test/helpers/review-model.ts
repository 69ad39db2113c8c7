import type { SnapshotFrom } from 'xstate';
import type { ReviewFormEvent, reviewFormMachine } from '../../machines/review-form.machine';

export const photo = (name: string) => ({ file: new Blob(['x']), name, preview: `blob:${name}` });

type Snapshot = SnapshotFrom<typeof reviewFormMachine>;

/** What a shopper has filled in before the generated paths start: everything but the message. */
export const FILLED_REVIEW = { name: 'Ana', phone: '0912345678', score: 4 };

/** The events a tester sends: the message typed and cleared, a photo in and out, submit, the server's answers. */
export const REVIEW_EVENTS = [
  { type: 'field.change', field: 'message', value: 'Great.' },
  { type: 'field.change', field: 'message', value: '' },
  { type: 'field.blur', field: 'message' },
  { type: 'photos.add', photos: [photo('a.jpg')] },
  { type: 'photos.remove', index: 0 },
  { type: 'review.submit' },
  { type: 'xstate.done.actor.submitReview' },
  { type: 'xstate.error.actor.submitReview', error: new Error('offline') },
] as unknown as ReviewFormEvent[];

const serialize = (snapshot: Snapshot, extra: object = {}) =>
  JSON.stringify({
    value: snapshot.value,
    message: snapshot.context.values.message !== '',
    photos: snapshot.context.photos.length,
    revealAll: snapshot.context.revealAll,
    failure: snapshot.context.failure !== null,
    ...extra,
  });

/** A snapshot as the model tells states apart. */
export const serializeReview = (snapshot: Snapshot) => serialize(snapshot);

/**
 * Finer, for the shortest paths to every state replayed through the form: which fields were
 * left, so that a photo added then removed (the photo field touched) is a state of its own.
 */
export const serializeReviewTouched = (snapshot: Snapshot) => serialize(snapshot, { touched: [...snapshot.context.touched].sort() });

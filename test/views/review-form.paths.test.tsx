import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import ReviewFormPanel from '../../src/app/pages/ReviewFormPanel';
import { reviewFormMachine, selectVisibleReviewErrors } from '../../machines/review-form.machine';
import type { ApiResult } from '../../src/api/client';
import { deferred, flush } from '../helpers/deferred';
import { testProduct } from '../helpers/fixtures';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { JPEG, stubObjectUrls } from '../helpers/photos';
import { messages, renderPage } from '../helpers/render-page';
import { FILLED_REVIEW, REVIEW_EVENTS, serializeReviewTouched } from '../helpers/review-model';

afterEach(cleanup);

stubObjectUrls();

type Answer = ReturnType<typeof deferred<ApiResult<unknown>>>;

function renderReviewForm() {
  const answers: Answer[] = [];
  const view = renderPage(<ReviewFormPanel productId="bottle" zoneId={1} />, {
    product: testProduct(),
    path: '/',
    api: (apiPath) => {
      if (apiPath !== '/consumer/reviews') return undefined;
      const answer = deferred<ApiResult<unknown>>();
      answers.push(answer);
      return answer.promise;
    },
  });
  return { ...view, answers };
}

const control = (name: string) => document.querySelector<HTMLInputElement & HTMLTextAreaElement>(`.review-form [name="${name}"]`);
const type = (name: string, value: string) => fireEvent.change(control(name)!, { target: { value } });
/** The fields the form marks invalid, by name. */
const invalidFields = () => [...new Set([...document.querySelectorAll('.review-form .field--invalid [name]')].map((element) => element.getAttribute('name')))].sort();
const shownPhotos = () => document.querySelectorAll('.review-form .photo-picker__photos img').length;

/** Name, phone and score, as FILLED_REVIEW says, through the form. */
async function fill() {
  await act(flush);
  type('name', FILLED_REVIEW.name);
  type('phone', FILLED_REVIEW.phone);
  fireEvent.click(document.querySelector(`.review-form input[name="score"][value="${FILLED_REVIEW.score}"]`)!);
}

type Snapshot = SnapshotFrom<typeof reviewFormMachine>;
const coverage = new PathCoverage('reviewForm (through the views)', reviewFormMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated comment form paths, replayed through the comment form', () => {
  // The shortest way to every state of the model (the machine's own test takes every transition from every state).
  const { model, paths } = machinePaths(reviewFormMachine, { events: REVIEW_EVENTS, input: { zoneId: 1, productId: 'bottle', values: FILLED_REVIEW }, serializeState: serializeReviewTouched, cover: 'states' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(100);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { answers } = renderReviewForm();
    await fill();
    const expectState = (modelSnapshot: Snapshot) => {
      const { context } = modelSnapshot;
      if (modelSnapshot.matches('submitted')) {
        expect(screen.getByTestId('review-thanks').textContent).toBe(messages['review.thanks']);
        return;
      }
      // The photo field is named "images"; the machine's error for it is "images" too.
      expect(invalidFields()).toEqual(Object.keys(selectVisibleReviewErrors(context)).sort());
      expect(shownPhotos()).toBe(context.photos.length);
      expect(control('message')!.value !== '').toBe(context.values.message !== '');
      const button = document.querySelector('.review-form button[type="submit"]')!;
      expect(button.textContent).toBe(messages[modelSnapshot.matches('submitting') ? 'review.sending' : 'review.send']);
    };
    const settle = (run: () => void) =>
      act(async () => {
        run();
        await flush();
      });
    await model.testPath(path, {
      states: { editing: expectState, submitting: expectState, submitted: expectState },
      events: {
        'field.change': ({ event }: { event: unknown }) => type('message', (event as { value: string }).value),
        'field.blur': () => fireEvent.blur(control('message')!),
        'photos.add': async () => {
          // With the most photos picked the field is gone: adding changes nothing, as in the model.
          const field = control('images');
          if (!field) return;
          await act(async () => {
            fireEvent.change(field, { target: { files: [new File([JPEG], 'a.jpg', { type: 'image/jpeg' })] } });
            await flush();
          });
        },
        'photos.remove': () => {
          // Without a photo there is nothing to take away: the event changes nothing, as in the model.
          const remove = document.querySelector<HTMLButtonElement>('.review-form .photo-picker__photos button');
          if (remove) fireEvent.click(remove);
        },
        'review.submit': () => fireEvent.click(document.querySelector('.review-form button[type="submit"]')!),
        'xstate.done.actor.submitReview': () => settle(() => answers.at(-1)!.resolve({ ok: true, data: null })),
        'xstate.error.actor.submitReview': () => settle(() => answers.at(-1)!.resolve({ ok: false, reason: 'network', message: 'offline' })),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});

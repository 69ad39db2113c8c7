import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { returnRequestMachine, selectVisibleReturnErrors } from '../../machines/return-request.machine';
import { machinePaths } from '../helpers/model-paths';
import { stubObjectUrls } from '../helpers/photos';
import { messages } from '../helpers/render-page';
import { FILLED, RETURN_EVENTS, serializeReturn } from '../helpers/return-model';
import { addPhoto, choose, control, fill, invalidFields, renderReturn, submit, type } from '../helpers/return-page';
import { settle, viewCoverage } from '../helpers/view-paths';

afterEach(cleanup);

stubObjectUrls();

type Snapshot = SnapshotFrom<typeof returnRequestMachine>;
const coverage = viewCoverage('returnRequest', returnRequestMachine);

describe('generated return request paths, replayed through the return page', () => {
  // The shortest way to every state of the model (the machine's own test takes every transition).
  const { model, paths } = machinePaths(returnRequestMachine, { events: RETURN_EVENTS, input: { zoneId: 1, values: FILLED }, serializeState: serializeReturn, cover: 'states' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(31);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { answers } = renderReturn();
    await fill();
    const expectState = (modelSnapshot: Snapshot) => {
      const { context } = modelSnapshot;
      if (modelSnapshot.matches('submitted')) {
        expect(screen.getByTestId('return-submitted')).toBeTruthy();
        return;
      }
      expect(invalidFields()).toEqual(Object.keys(selectVisibleReturnErrors(context)).sort());
      expect(document.querySelectorAll('.photo-picker__photos img').length > 0).toBe(context.packagePhotos.length > 0);
      expect(control('remark')!.value !== '').toBe(context.values.remark !== '');
      const general = context.failure !== null && Object.keys(context.failure.fieldErrors).length === 0;
      expect(screen.queryByTestId('return-failure') !== null).toBe(general && modelSnapshot.matches('editing'));
      const button = document.querySelector('.return-form button[type="submit"]')!;
      expect(button.textContent).toBe(messages[modelSnapshot.matches('submitting') ? 'return.sending' : 'return.send']);
    };
    await model.testPath(path, {
      states: { editing: expectState, submitting: expectState, submitted: expectState },
      events: {
        'field.change': ({ event }: { event: unknown }) => {
          const { field, value } = event as { field: string; value: string };
          if (field === 'reason') choose(value);
          else type(field, value);
        },
        'field.blur': ({ event }: { event: unknown }) => fireEvent.blur(control((event as { field: string }).field)!),
        'photos.add': () => addPhoto(),
        'photos.remove': () => {
          // Without a photo there is nothing to take away: the event changes nothing, as in the model.
          const remove = document.querySelector<HTMLButtonElement>('.photo-picker__photos button');
          if (remove) fireEvent.click(remove);
        },
        'return.submit': () => submit(),
        'xstate.done.actor.submitReturn': () => settle(() => answers.at(-1)!.answer.resolve({ ok: true, data: { id: 'r1', status: 'SUBMITTED' } })),
        'xstate.error.actor.submitReturn': ({ event }: { event: unknown }) =>
          settle(() => {
            const error = (event as { error: { fieldErrors?: object } }).error;
            answers
              .at(-1)!
              .answer.resolve(
                error.fieldErrors
                  ? { ok: false, reason: 'business', status: 404, code: 1404, message: 'not found', data: { fieldErrors: error.fieldErrors } }
                  : { ok: false, reason: 'network', message: 'timeout' },
              );
          }),
      } as never,
    });
    coverage.recordPath(path);
  });
});

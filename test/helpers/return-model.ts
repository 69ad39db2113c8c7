import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { returnRequestMachine, selectVisibleReturnErrors, SubmitReturnError, type ReturnRequestEvent, type SubmitReturnInput } from '../../machines/return-request.machine';
import type { ReturnInput } from '../../src/domain/return-request';
import { deferred } from './deferred';

/** Everything but the reason, as a shopper in Taiwan fills it in. */
export const FILLED: Partial<ReturnInput> = {
  carrier: 'tcat',
  trackingNo: '9012-3456-7890',
  orderNo: 'TW0123456789AB',
  pickerName: '王小明',
  pickerPhone: '0912 345 678',
  region: 'Taipei',
  address: '臺北市中正區重慶南路一段122號',
};

export const photo = (name: string) => ({ file: new Blob(['x']), name, preview: `blob:${name}` });

type Snapshot = SnapshotFrom<typeof returnRequestMachine>;

/** The events a tester sends: the reason "other", its remark, a package photo in and out, submit, the server's answers. */
export const RETURN_EVENTS = [
  { type: 'field.change', field: 'reason', value: 'other' },
  { type: 'field.change', field: 'remark', value: 'The cap is cracked.' },
  { type: 'field.blur', field: 'remark' },
  { type: 'photos.add', target: 'packagePhotos', photos: [photo('box.jpg')] },
  { type: 'photos.remove', target: 'packagePhotos', index: 0 },
  { type: 'return.submit' },
  { type: 'xstate.done.actor.submitReturn', output: { id: 'r1', status: 'SUBMITTED' } },
  { type: 'xstate.error.actor.submitReturn', error: new SubmitReturnError({ orderNo: { key: 'return.orderNotFound' } }) },
  { type: 'xstate.error.actor.submitReturn', error: new Error('timeout') },
] as unknown as ReturnRequestEvent[];

export const serializeReturn = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    reason: snapshot.context.values.reason,
    remark: snapshot.context.values.remark !== '',
    photos: snapshot.context.packagePhotos.length > 0,
    revealAll: snapshot.context.revealAll,
    failure: snapshot.context.failure === null ? null : Object.keys(snapshot.context.failure.fieldErrors).length > 0 ? 'field' : 'general',
    // What the shopper sees: the fields marked wrong.
    shown: Object.keys(selectVisibleReturnErrors(snapshot.context)).sort(),
  });

/** The return form's machine running, each submission waiting for the test to answer it. */
export function startReturn(values?: Partial<ReturnInput>) {
  const submissions: { input: SubmitReturnInput; answer: ReturnType<typeof deferred<{ id: string; status: string }>> }[] = [];
  const actor = createActor(
    returnRequestMachine.provide({
      actors: {
        submitReturn: fromPromise<{ id: string; status: string }, SubmitReturnInput>(({ input }) => {
          const answer = deferred<{ id: string; status: string }>();
          submissions.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { zoneId: 1, values } },
  ).start();
  return { actor, submissions };
}

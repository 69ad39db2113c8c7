import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  returnRequestMachine,
  selectReturnErrors,
  selectVisibleReturnErrors,
  SubmitReturnError,
  type ReturnRequestEvent,
} from '../../machines/return-request.machine';
import { flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { FILLED, photo, RETURN_EVENTS, serializeReturn, startReturn } from '../helpers/return-model';

describe('the return request machine', () => {
  it('shows a field’s error once left, every error after a submit, and sends nothing invalid', () => {
    const { actor, submissions } = startReturn({ orderNo: 'TW0123456789AB' });
    actor.send({ type: 'field.blur', field: 'trackingNo' });
    expect(Object.keys(selectVisibleReturnErrors(actor.getSnapshot().context))).toEqual(['trackingNo']);
    actor.send({ type: 'return.submit' });
    expect(Object.keys(selectVisibleReturnErrors(actor.getSnapshot().context)).sort()).toEqual(['address', 'carrier', 'packagePhotos', 'pickerName', 'pickerPhone', 'reason', 'region', 'trackingNo'].sort());
    expect(submissions).toHaveLength(0);
  });

  it('asks for a remark only when the reason is "other"', () => {
    const { actor } = startReturn(FILLED);
    actor.send({ type: 'field.change', field: 'reason', value: 'other' });
    expect(selectReturnErrors(actor.getSnapshot().context).remark).toEqual({ key: 'return.remarkTips' });
    actor.send({ type: 'field.change', field: 'reason', value: 'emptyPackage' });
    expect(selectReturnErrors(actor.getSnapshot().context).remark).toBeUndefined();
  });

  it('sends the request with up to three package photos and one screenshot, and ends submitted', async () => {
    const { actor, submissions } = startReturn({ ...FILLED, reason: 'wrongItem' });
    actor.send({ type: 'photos.add', target: 'packagePhotos', photos: [photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg')] });
    actor.send({ type: 'photos.add', target: 'screenshot', photos: [photo('s1.png'), photo('s2.png')] });
    expect(actor.getSnapshot().context.packagePhotos.map((picked) => picked.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(actor.getSnapshot().context.screenshot.map((picked) => picked.name)).toEqual(['s1.png']);
    actor.send({ type: 'photos.remove', target: 'packagePhotos', index: 0 });
    actor.send({ type: 'return.submit' });
    expect(submissions[0]!.input).toMatchObject({ values: { reason: 'wrongItem', orderNo: 'TW0123456789AB' }, packagePhotos: [{ name: 'b.jpg' }, { name: 'c.jpg' }], screenshot: [{ name: 's1.png' }] });
    submissions[0]!.answer.resolve({ id: 'r1', status: 'SUBMITTED' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.submitted).toEqual({ id: 'r1', status: 'SUBMITTED' });
  });

  it('keeps everything typed and chosen when the server refuses, shows "confirm again" by the order number until it is changed', async () => {
    const { actor, submissions } = startReturn({ ...FILLED, reason: 'quality' });
    actor.send({ type: 'photos.add', target: 'packagePhotos', photos: [photo('box.jpg')] });
    actor.send({ type: 'return.submit' });
    submissions[0]!.answer.reject(new SubmitReturnError({ orderNo: { key: 'return.orderNotFound' } }));
    await flush();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context.values).toEqual({ ...FILLED, reason: 'quality', remark: '' });
    expect(context.packagePhotos).toHaveLength(1);
    expect(selectVisibleReturnErrors(context)).toEqual({ orderNo: { key: 'return.orderNotFound' } });
    actor.send({ type: 'field.change', field: 'orderNo', value: 'TW0123456789AC' });
    expect(selectVisibleReturnErrors(actor.getSnapshot().context)).toEqual({});
  });

  it('keeps everything after a network failure, and sends again on the next submit', async () => {
    const { actor, submissions } = startReturn({ ...FILLED, reason: 'quality' });
    actor.send({ type: 'photos.add', target: 'packagePhotos', photos: [photo('box.jpg')] });
    actor.send({ type: 'return.submit' });
    submissions[0]!.answer.reject(new Error('timeout'));
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ message: 'timeout', fieldErrors: {} });
    actor.send({ type: 'return.submit' });
    expect(submissions).toHaveLength(2);
    expect(submissions[1]!.input.packagePhotos).toHaveLength(1);
  });
});

type Snapshot = SnapshotFrom<typeof returnRequestMachine>;

const coverage = new PathCoverage('returnRequest', returnRequestMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated return request paths', () => {
  const { model, paths } = machinePaths(returnRequestMachine, { events: RETURN_EVENTS, input: { zoneId: 1, values: FILLED }, serializeState: serializeReturn, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(168);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, submissions } = startReturn(FILLED);
    const same = (modelSnapshot: Snapshot) => expect(serializeReturn(actor.getSnapshot())).toBe(serializeReturn(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void actor.send(event as ReturnRequestEvent);
    await model.testPath(path, {
      states: { editing: same, submitting: same, submitted: same },
      events: {
        'field.change': send,
        'field.blur': send,
        'photos.add': send,
        'photos.remove': send,
        'return.submit': send,
        'xstate.done.actor.submitReturn': async () => {
          submissions.at(-1)!.answer.resolve({ id: 'r1', status: 'SUBMITTED' });
          await flush();
        },
        'xstate.error.actor.submitReturn': async ({ event }: { event: unknown }) => {
          submissions.at(-1)!.answer.reject((event as { error: unknown }).error);
          await flush();
        },
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});

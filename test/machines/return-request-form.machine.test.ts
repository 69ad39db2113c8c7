import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { returnRequestMachine, selectReturnErrors, selectVisibleReturnErrors, SubmitReturnError } from '../../machines/return-request.machine';
import { EMPTY_RETURN } from '../../src/domain/return-request';
import { flush } from '../helpers/deferred';
import { FILLED, photo, startReturn } from '../helpers/return-model';

/**
 * The return form's rules as the shopper meets them, by hand: apart from the generated paths
 * (return-request.machine.test.ts), which replay the machine against itself.
 */

/** The form filled with a package photo, sent, and refused by the server for the order number and the photos. */
async function refused(error: unknown = new SubmitReturnError({ orderNo: { key: 'return.orderNotFound' }, packagePhotos: { key: 'return.photoTips' } }, 'check these')) {
  const started = startReturn({ ...FILLED, reason: 'quality' });
  started.actor.send({ type: 'photos.add', target: 'packagePhotos', photos: [photo('box.jpg')] });
  started.actor.send({ type: 'return.submit' });
  started.submissions[0]!.answer.reject(error);
  await flush();
  return started;
}

describe('the return form', () => {
  it('opens empty, with only the order number the order page knew, nothing chosen or shown wrong', () => {
    const { actor } = startReturn({ orderNo: 'TW0123456789AB' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({
      zoneId: 1,
      values: { ...EMPTY_RETURN, orderNo: 'TW0123456789AB' },
      packagePhotos: [],
      screenshot: [],
      refused: { packagePhotos: [], screenshot: [] },
      touched: [],
      revealAll: false,
      failure: null,
      submitted: null,
    });
    expect(selectVisibleReturnErrors(actor.getSnapshot().context)).toEqual({});
  });

  it('lists the files of a pick that were not taken, by field, until the next pick there', () => {
    const { actor } = startReturn();
    const tooBig = { name: 'huge.jpg', problem: 'tooLarge' } as const;
    actor.send({ type: 'photos.add', target: 'packagePhotos', photos: [photo('a.jpg')], refused: [tooBig] });
    expect(actor.getSnapshot().context.refused).toEqual({ packagePhotos: [tooBig], screenshot: [] });
    actor.send({ type: 'photos.add', target: 'screenshot', photos: [photo('s.png')] });
    expect(actor.getSnapshot().context.refused).toEqual({ packagePhotos: [tooBig], screenshot: [] });
    actor.send({ type: 'photos.add', target: 'packagePhotos', photos: [photo('b.jpg')] });
    expect(actor.getSnapshot().context.refused).toEqual({ packagePhotos: [], screenshot: [] });
  });

  it('shows the photos’ error once the shopper has picked there, and not twice over', () => {
    const { actor } = startReturn();
    actor.send({ type: 'photos.add', target: 'screenshot', photos: [photo('s1.png')] });
    actor.send({ type: 'photos.add', target: 'screenshot', photos: [photo('s2.png')] });
    expect(actor.getSnapshot().context.touched).toEqual(['screenshot']);
    actor.send({ type: 'photos.remove', target: 'packagePhotos', index: 0 });
    expect(Object.keys(selectVisibleReturnErrors(actor.getSnapshot().context))).toEqual([]);
    actor.send({ type: 'photos.add', target: 'packagePhotos', photos: [] });
    expect(Object.keys(selectVisibleReturnErrors(actor.getSnapshot().context))).toEqual(['packagePhotos']);
  });

  it('marks a field left once only', () => {
    const { actor } = startReturn();
    actor.send({ type: 'field.blur', field: 'trackingNo' });
    actor.send({ type: 'field.blur', field: 'trackingNo' });
    expect(actor.getSnapshot().context.touched).toEqual(['trackingNo']);
  });

  it('removes only the photo the shopper took away', () => {
    const { actor } = startReturn();
    actor.send({ type: 'photos.add', target: 'packagePhotos', photos: [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')] });
    actor.send({ type: 'photos.remove', target: 'packagePhotos', index: 1 });
    expect(actor.getSnapshot().context.packagePhotos.map((picked) => picked.name)).toEqual(['a.jpg', 'c.jpg']);
  });

  it('shows the server’s reasons by their fields, with every error, and takes one away when its photos change', async () => {
    const { actor } = await refused();
    const { context } = actor.getSnapshot();
    expect(context.failure).toEqual({ message: 'check these', fieldErrors: { orderNo: { key: 'return.orderNotFound' }, packagePhotos: { key: 'return.photoTips' } } });
    expect(context.revealAll).toBe(true);
    expect(selectReturnErrors(context)).toEqual({ orderNo: { key: 'return.orderNotFound' }, packagePhotos: { key: 'return.photoTips' } });
    actor.send({ type: 'photos.add', target: 'packagePhotos', photos: [photo('box2.jpg')] });
    expect(actor.getSnapshot().context.failure?.fieldErrors).toEqual({ orderNo: { key: 'return.orderNotFound' } });
    actor.send({ type: 'field.change', field: 'remark', value: 'Cracked.' });
    expect(actor.getSnapshot().context.failure?.fieldErrors).toEqual({ orderNo: { key: 'return.orderNotFound' } });
  });

  it('says what failed when the server could not be reached, and says it as it came when it was no error', async () => {
    expect((await refused(new Error('timeout'))).actor.getSnapshot().context.failure).toEqual({ message: 'timeout', fieldErrors: {} });
    expect((await refused('offline')).actor.getSnapshot().context.failure).toEqual({ message: 'offline', fieldErrors: {} });
  });

  it('clears the server’s reasons when the form is sent again', async () => {
    const { actor, submissions } = await refused();
    actor.send({ type: 'field.change', field: 'orderNo', value: 'TW0123456789AC' });
    actor.send({ type: 'return.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(submissions[1]!.input.values.orderNo).toBe('TW0123456789AC');
  });

  it('keeps the form as it is while nothing the server said is left to clear', () => {
    const { actor } = startReturn(FILLED);
    actor.send({ type: 'field.change', field: 'reason', value: 'quality' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'photos.add', target: 'packagePhotos', photos: [photo('box.jpg')] });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('says the shop refused the request when the server gave no words for it', async () => {
    const { actor } = await refused(new SubmitReturnError({ orderNo: { key: 'return.orderNotFound' } }));
    expect(actor.getSnapshot().context.failure?.message).toBe('return refused');
  });

  it('never says the request was sent when the page gave it no way to send it', async () => {
    const actor = createActor(returnRequestMachine, { input: { zoneId: 1, values: { ...FILLED, reason: 'quality' } } }).start();
    actor.send({ type: 'photos.add', target: 'packagePhotos', photos: [photo('box.jpg')] });
    actor.send({ type: 'return.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ submitted: null, failure: { fieldErrors: {} } });
  });
});

import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, BulkOrdersAnswer, TrackingImportAnswer } from '../../../../src/domain/contracts/admin-orders';
import { ENGINES, placeTwOrder, type TestApp } from '../../../helpers/server';
import { adminCall, startWithOwnerAndSupport, type AdminSession } from '../../../helpers/admin';

describe.each(ENGINES)('bulk work on the support console (%s)', (engine) => {
  let test: TestApp;
  let support: AdminSession;

  const place = (name: string, phone: string, paymentMethod: 'cod' | 'card' = 'cod') => placeTwOrder(test, name, phone, paymentMethod);
  const read = async (orderNo: string) => (await adminCall(test, support, 'GET', `/admin/api/orders/${orderNo}`)).json<{ data: AdminOrder }>().data;
  const listed = async (query: string) => (await adminCall(test, support, 'GET', `/admin/api/orders${query}`)).json<{ items: { orderNo: string }[] }>().items.map((item) => item.orderNo);
  const bulk = async (body: unknown) => {
    const answer = await adminCall(test, support, 'POST', '/admin/api/orders/bulk', body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<BulkOrdersAnswer>();
  };
  const importCsv = (csv: string, carrier?: string) => adminCall(test, support, 'POST', '/admin/api/orders/tracking', { csv, ...(carrier ? { carrier } : {}) });

  beforeAll(async () => {
    ({ test, support } = await startWithOwnerAndSupport(engine));
  });
  afterAll(() => test.close());

  it('lists as needing a call the cash-on-delivery orders not yet out with no call that settles them', async () => {
    const fresh = await place('張一', '0912 000 001');
    const noAnswer = await place('張二', '0912 000 002');
    const confirmed = await place('張三', '0912 000 003');
    const prepaid = await place('張四', '0912 000 004', 'card');
    await adminCall(test, support, 'POST', `/admin/api/orders/${noAnswer}/calls`, { outcome: 'noAnswer' });
    await adminCall(test, support, 'POST', `/admin/api/orders/${confirmed}/calls`, { outcome: 'confirmed' });
    const needing = await listed('?needsCall=true');
    expect(needing).toContain(fresh);
    expect(needing).toContain(noAnswer);
    expect(needing).not.toContain(confirmed);
    expect(needing).not.toContain(prepaid);
    expect(await listed('?needsCall=true&q=0912000001')).toEqual([fresh]);
    expect((await adminCall(test, support, 'GET', '/admin/api/orders?needsCall=maybe')).statusCode).toBe(400);
  });

  it('confirms many orders at once and refuses, unchanged, the ones already gone out', async () => {
    const first = await place('李一', '0922 000 001');
    const second = await place('李二', '0922 000 002');
    const gone = await place('李三', '0922 000 003');
    await bulk({ action: 'dispatch', carrier: 'tcat', orders: [{ orderNo: gone, trackingNo: 'GONE1' }] });
    const answer = await bulk({ action: 'confirm', orders: [{ orderNo: first }, { orderNo: second.toLowerCase() }, { orderNo: gone }, { orderNo: 'NOPE000000' }] });
    expect(answer.results.map((result) => [result.orderNo, result.status])).toEqual([[first, 200], [second, 200], [gone, 409], ['NOPE000000', 404]]);
    expect(answer).toMatchObject({ done: 2, refused: 2 });
    expect(answer.results[2]?.message).toMatch(/not waiting to be confirmed/);
    expect((await read(first)).calls.map((call) => call.outcome)).toEqual(['confirmed']);
    expect((await read(gone)).calls).toEqual([]);
    expect(await listed('?needsCall=true&q=0922000001')).toEqual([]);
  });

  it('dispatches many orders with a carrier and a tracking number each; a refused one is listed and changes nothing', async () => {
    const first = await place('王一', '0933 000 001');
    const second = await place('王二', '0933 000 002');
    const closed = await place('王三', '0933 000 003');
    expect((await adminCall(test, support, 'POST', `/admin/api/orders/${closed}/events`, { type: 'order.cancel' })).statusCode).toBe(200);
    const before = await read(closed);
    const answer = await bulk({
      action: 'dispatch',
      carrier: 'tcat',
      orders: [{ orderNo: first, trackingNo: 'T-1' }, { orderNo: second, trackingNo: 'T-2', carrier: 'hct' }, { orderNo: closed, trackingNo: 'T-3' }, { orderNo: first, trackingNo: 'T-4' }],
    });
    expect(answer.results.map((result) => result.status)).toEqual([200, 200, 409, 409]);
    expect(answer.results[2]).toMatchObject({ problem: 'moveNotAllowed', state: 'ORDER_CLOSE' });
    expect(await read(first)).toMatchObject({ shipment: { carrier: 'tcat', trackingNo: 'T-1' }, lifecycle: { state: 'ALREADY_DELIVER.inTransit' } });
    expect((await read(second)).shipment).toMatchObject({ carrier: 'hct', trackingNo: 'T-2' });
    expect((await read(closed)).lifecycle).toEqual(before.lifecycle);
    const missing = await bulk({ action: 'dispatch', orders: [{ orderNo: await place('王四', '0933 000 004') }] });
    expect(missing.results[0]).toMatchObject({ status: 400, problem: 'moveNeedsFields' });
  });

  it('round-trips T-cat’s CSV: export the selection, the courier fills the tracking numbers, the import dispatches them', async () => {
    const first = await place('陳一', '0944 000 001');
    const second = await place('陳二', '0944 000 002');
    const exported = await adminCall(test, support, 'GET', `/admin/api/orders.csv?layout=tcat&orders=${first},${second.toLowerCase()}`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/orders-tcat-/);
    const [header, ...rows] = parse(exported.body) as string[][];
    expect(header).toContain('託運單號');
    expect(rows.map((row) => row[0]).sort()).toEqual([first, second].sort());
    const row = rows.find((entry) => entry[0] === first)!;
    expect(row[header!.indexOf('收件人手機')]).toBe('0944000001');
    expect(row[header!.indexOf('代收貨款')]).toBe('Y');
    expect(row[header!.indexOf('代收金額')]).toBe('790');
    // The courier gives the file back with its numbers in the tracking column.
    const back = stringify([header!, ...rows.map((entry, index) => entry.map((cell, column) => (column === header!.indexOf('託運單號') ? `90000000${index}` : cell)))]);
    const answer = await importCsv(back, 'tcat');
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<TrackingImportAnswer>();
    expect(result.refused).toEqual([]);
    expect(result.dispatched.map((entry) => entry.orderNo).sort()).toEqual([first, second].sort());
    expect((await read(first)).lifecycle.state).toBe('ALREADY_DELIVER.inTransit');
    expect(await listed('?q=900000000')).toHaveLength(1);
  });

  it('round-trips the generic CSV: exported with every field, given back with tracking numbers filled in, it dispatches them', async () => {
    const first = await place('周一', '0955 000 001');
    const second = await place('周二', '0955 000 002');
    const exported = await adminCall(test, support, 'GET', `/admin/api/orders.csv?orders=${first},${second}`);
    expect(exported.statusCode, exported.body).toBe(200);
    const [header, ...rows] = parse(exported.body) as string[][];
    expect(header).toEqual(expect.arrayContaining(['orderNo', 'status', 'trackingNo']));
    expect(rows.map((row) => row[header!.indexOf('status')])).toEqual(['PENDING_DELIVER', 'PENDING_DELIVER']);
    const back = stringify([header!, ...rows.map((entry, index) => entry.map((cell, column) => (column === header!.indexOf('trackingNo') ? `80000000${index}` : cell)))]);
    const answer = await importCsv(back, 'tcat');
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<TrackingImportAnswer>();
    expect(result.refused).toEqual([]);
    expect(result.dispatched.map((entry) => entry.orderNo).sort()).toEqual([first, second].sort());
    expect((await read(second)).lifecycle.state).toBe('ALREADY_DELIVER.inTransit');
  });

  it('shows in the generic layout when each parcel went out for delivery and when it was delivered, empty until then', async () => {
    const onTheVan = await place('吳一', '0966 000 001');
    const delivered = await place('吳二', '0966 000 002');
    const waiting = await place('吳三', '0966 000 003');
    for (const orderNo of [onTheVan, delivered]) {
      expect((await adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/events`, { type: 'order.dispatch', carrier: 'tcat', trackingNo: `V-${orderNo}` })).statusCode).toBe(200);
      expect((await adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/events`, { type: 'order.outForDelivery' })).statusCode).toBe(200);
    }
    expect((await adminCall(test, support, 'POST', `/admin/api/orders/${delivered}/events`, { type: 'order.deliver' })).statusCode).toBe(200);
    const rows = parse((await adminCall(test, support, 'GET', `/admin/api/orders.csv?orders=${onTheVan},${delivered},${waiting}`)).body, { columns: true }) as Record<string, string>[];
    const row = (orderNo: string) => rows.find((entry) => entry.orderNo === orderNo)!;
    const history = (await read(delivered)).lifecycle.history;
    expect(row(onTheVan)).toMatchObject({ status: 'ALREADY_DELIVER', deliveredAt: '' });
    expect(row(onTheVan).outForDeliveryAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(row(delivered).outForDeliveryAt).toBe(history.find((entry) => entry.event === 'order.outForDelivery')!.at);
    expect(row(delivered).deliveredAt).toBe(history.find((entry) => entry.event === 'order.deliver')!.at);
    expect(row(waiting)).toMatchObject({ status: 'PENDING_DELIVER', outForDeliveryAt: '', deliveredAt: '' });
  });

  it('exports InPost’s layout with the national phone, the cash to collect and the order as reference', async () => {
    const orderNo = await place('Anna Nowak', '0955 000 001');
    const [header, row] = parse((await adminCall(test, support, 'GET', `/admin/api/orders.csv?layout=inpost&orders=${orderNo}`)).body) as string[][];
    expect(header).toEqual(expect.arrayContaining(['reference', 'receiver_phone', 'cod_amount', 'tracking_number']));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect([cell('reference'), cell('service'), cell('cod_amount'), cell('cod_currency')]).toEqual([orderNo, 'inpost_courier_standard', '790', 'TWD']);
    expect(cell('receiver_phone')).toBe('0955000001');
    expect((await adminCall(test, support, 'GET', '/admin/api/orders.csv?layout=dhl')).statusCode).toBe(400);
  });

  it('imports a courier file line by line: each refused line listed with why, the good ones dispatched', async () => {
    const good = await place('林一', '0966 000 001');
    const closed = await place('林二', '0966 000 002');
    await adminCall(test, support, 'POST', `/admin/api/orders/${closed}/events`, { type: 'order.cancel' });
    const csv = ['Order number;Tracking number;Carrier', `${good.toLowerCase()};TRK-1;hct`, `${closed};TRK-2;`, ';TRK-3;', `NOPE000000;TRK-4;`, `${good};;`, `${good};TRK-5;`].join('\n');
    const answer = await importCsv(csv, 'tcat');
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<TrackingImportAnswer>();
    expect(result.dispatched).toEqual([{ line: 2, orderNo: good, carrier: 'hct', trackingNo: 'TRK-1' }]);
    expect(result.refused.map((entry) => [entry.line, entry.problem])).toEqual([
      [3, 'moveNotAllowed'],
      [4, 'importNoOrderNo'],
      [5, 'unknownOrder'],
      [6, 'importNoTrackingNo'],
      [7, 'importDuplicate'],
    ]);
    expect(result.refused.every((entry) => entry.message.length > 0)).toBe(true);
    expect((await read(closed)).lifecycle.state).toBe('ORDER_CLOSE');
    expect((await read(good)).shipment).toMatchObject({ carrier: 'hct', trackingNo: 'TRK-1' });
  });

  it('moves each order of a courier’s status file through its lifecycle: out for delivery, delivered, refused; each refused line listed with why', async () => {
    const fresh = await place('周一', '0955 000 001');
    const [toDeliver, toRefuse, notOut, closed, unknown] = (await Promise.all(['周二', '周三', '周四', '周五', '周六'].map((name, index) => place(name, `0955 000 01${index}`)))) as [string, string, string, string, string];
    await bulk({ action: 'dispatch', carrier: 'tcat', orders: [toDeliver, toRefuse, unknown].map((orderNo, index) => ({ orderNo, trackingNo: `S-${index}` })) });
    await adminCall(test, support, 'POST', `/admin/api/orders/${closed}/events`, { type: 'order.cancel' });
    const csv = ['訂單編號,託運單號,物流業者,貨態', `${fresh},S-9,hct,配送中`, `${toDeliver},,,已送達`, `${toRefuse},,,拒收`, `${notOut},,,已送達`, `${closed},S-8,tcat,已送達`, `${unknown},,,遺失`].join('\n');
    const answer = await importCsv(csv);
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<TrackingImportAnswer>();
    expect(result.dispatched).toEqual([{ line: 2, orderNo: fresh, carrier: 'hct', trackingNo: 'S-9' }]);
    expect(result.moved).toEqual([
      { line: 2, orderNo: fresh, events: ['order.dispatch', 'order.outForDelivery'], state: 'ALREADY_DELIVER.outForDelivery' },
      { line: 3, orderNo: toDeliver, events: ['order.deliver'], state: 'ALREADY_DELIVER.delivered' },
      { line: 4, orderNo: toRefuse, events: ['order.refuse'], state: 'ORDER_CLOSE' },
    ]);
    expect(result.refused.map((entry) => [entry.line, entry.problem])).toEqual([
      [5, 'importNoTrackingNo'],
      [6, 'moveNotAllowed'],
      [7, 'importUnknownStatus'],
    ]);
    expect(result.refused.every((entry) => entry.message.length > 0)).toBe(true);
    expect(await read(fresh)).toMatchObject({ shipment: { carrier: 'hct', trackingNo: 'S-9' }, lifecycle: { state: 'ALREADY_DELIVER.outForDelivery' } });
    expect(await read(toDeliver)).toMatchObject({ paymentStatus: 'SUCCESS', lifecycle: { state: 'ALREADY_DELIVER.delivered' } });
    expect(await read(toRefuse)).toMatchObject({ paymentStatus: 'FAILURE', lifecycle: { state: 'ORDER_CLOSE' } });
    expect((await read(notOut)).lifecycle.state).toBe('PENDING_DELIVER');
    expect((await read(unknown)).lifecycle.state).toBe('ALREADY_DELIVER.inTransit');

    // The same words in English: the order out for delivery is delivered next, its history read back step by step.
    const english = (await importCsv(`Order number,Status\n${fresh},Delivered`)).json<TrackingImportAnswer>();
    expect(english.moved).toEqual([{ line: 2, orderNo: fresh, events: ['order.deliver'], state: 'ALREADY_DELIVER.delivered' }]);
    expect((await read(fresh)).lifecycle.history.map((move) => [move.event, move.to])).toEqual([
      ['order.placed', 'PENDING_DELIVER'],
      ['order.dispatch', 'ALREADY_DELIVER.inTransit'],
      ['order.outForDelivery', 'ALREADY_DELIVER.outForDelivery'],
      ['order.deliver', 'ALREADY_DELIVER.delivered'],
    ]);
  });

  it('takes bulk work only from a signed-in agent on the shop’s own pages', async () => {
    const orderNo = await place('黃二', '0977 000 002');
    const body = { action: 'confirm', orders: [{ orderNo }] };
    expect((await adminCall(test, null, 'POST', '/admin/api/orders/bulk', body)).statusCode).toBe(401);
    expect((await adminCall(test, support, 'POST', '/admin/api/orders/bulk', body, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await adminCall(test, support, 'POST', '/admin/api/orders/tracking', { csv: `orderNo,trackingNo\n${orderNo},X` }, { 'x-csrf-token': 'wrong' })).statusCode).toBe(403);
    expect((await read(orderNo)).calls).toEqual([]);
  });

  it('refuses a file without the columns it needs, or without a carrier, and changes nothing', async () => {
    const orderNo = await place('黃一', '0977 000 001');
    const noColumns = await importCsv(`name,phone\n${orderNo},0977000001`);
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().msg).toMatch(/header row/);
    const noCarrier = (await importCsv(`訂單編號,託運單號\n${orderNo},X1`)).json<TrackingImportAnswer>();
    expect(noCarrier.refused.map((entry) => entry.problem)).toEqual(['importNoCarrier']);
    expect((await read(orderNo)).lifecycle.state).toBe('PENDING_DELIVER');
  });
});

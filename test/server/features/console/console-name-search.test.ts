import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTerms } from '../../../../src/domain/order-search';
import { createConsoleRepository } from '../../../../src/server/features/console/console.repository';
import { createSampleOrderRepository } from '../../../../src/server/features/sample-orders/sample-orders.repository';
import { createSampleOrderService } from '../../../../src/server/features/sample-orders/sample-orders.service';
import { ENGINES, type TestApp } from '../../../helpers/server';
import { adminCall, startWithOwnerAndSupport, type AdminSession } from '../../../helpers/admin';

/** The recipients, oldest first (one order each, an hour apart). */
const NAMES = ['陳美玲', 'Anna Nowak', '陳 志明', 'ＡＮＮＡ Kowalska', 'Jan NOWAK-Lewandowski', '林美玲', 'Piotr Nowakowski', 'Wiktor Wójcik'] as const;
const FIRST = Date.parse('2030-03-01T08:00:00.000Z');
const HOUR = 3_600_000;

type Page = { items: { orderNo: string; recipientName: string }[]; total: number; totalExact: boolean; nextCursor: string | null };

describe.each(ENGINES)('finding an order by its recipient’s name in the console (%s)', (engine) => {
  let test: TestApp;
  let support: AdminSession;
  /** Order numbers by name. */
  const numbers = new Map<string, string>();

  const list = async (query: string) => {
    const answer = await adminCall(test, support, 'GET', `/admin/api/orders${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Page>();
  };
  /** The names a search finds, newest first, through every page. */
  const found = async (text: string, query = '', limit = 50) => {
    const names: string[] = [];
    let page = await list(`?limit=${limit}&q=${encodeURIComponent(text)}${query}`);
    names.push(...page.items.map((item) => item.recipientName));
    while (page.nextCursor) {
      page = await list(`?limit=${limit}&q=${encodeURIComponent(text)}${query}&cursor=${page.nextCursor}`);
      names.push(...page.items.map((item) => item.recipientName));
    }
    return names;
  };

  beforeAll(async () => {
    ({ test, support } = await startWithOwnerAndSupport(engine));
    // Generated orders, each given its recipient and its time: the words are written with them.
    const store = createSampleOrderRepository(test.database.db);
    let next = 0;
    const result = await createSampleOrderService({
      ...store,
      insertMany: (records) =>
        store.insertMany(
          records.map((record) => {
            const index = next++;
            const at = new Date(FIRST + index * HOUR).toISOString();
            numbers.set(NAMES[index]!, record.order.order_no);
            return { ...record, order: { ...record.order, recipient_name: NAMES[index]!, created_at: at } };
          }),
        ),
    }).generate({ count: NAMES.length, seed: 31, until: new Date('2030-03-02T00:00:00.000Z'), days: 1 });
    expect(result).toEqual({ ok: true, written: NAMES.length });
  });
  afterAll(() => test.close());

  it('finds an order by the full name, as typed in any case', async () => {
    expect(await found('陳美玲')).toEqual(['陳美玲']);
    expect(await found('anna NOWAK')).toEqual(['Anna Nowak']);
  });

  it('finds every order of a family name, newest first, and names starting with it', async () => {
    expect(await found('Nowak')).toEqual(['Piotr Nowakowski', 'Jan NOWAK-Lewandowski', 'Anna Nowak']);
    expect(await found('陳')).toEqual(['陳 志明', '陳美玲']);
  });

  it('finds a Chinese name by two of its characters, wherever they are in it', async () => {
    expect(await found('美玲')).toEqual(['林美玲', '陳美玲']);
    expect(await found('志明')).toEqual(['陳 志明']);
  });

  it('finds a name by the start of any of its words, not by the middle of one', async () => {
    expect(await found('kowal')).toEqual(['ＡＮＮＡ Kowalska']);
    expect(await found('Lew')).toEqual(['Jan NOWAK-Lewandowski']);
    expect(await found('owak')).toEqual([]);
  });

  it('reads full-width and half-width letters, and a name written with or without a space, as the same', async () => {
    expect(await found('ａｎｎａ')).toEqual(['ＡＮＮＡ Kowalska', 'Anna Nowak']);
    expect(await found('ANNA kowalska')).toEqual(['ＡＮＮＡ Kowalska']);
    expect(await found('陳志明')).toEqual(['陳 志明']);
    expect(await found('陳　美玲')).toEqual(['陳美玲']);
  });

  it('finds a name typed without its accents, and with them', async () => {
    expect(await found('wojcik')).toEqual(['Wiktor Wójcik']);
    expect(await found('Wójcik')).toEqual(['Wiktor Wójcik']);
    expect(await found('WOJ')).toEqual(['Wiktor Wójcik']);
  });

  it('shows and counts an order once when two words of its name start with the search', async () => {
    expect(await found('w')).toEqual(['Wiktor Wójcik']);
    expect(await list('?q=W')).toMatchObject({ total: 1, totalExact: true });
    expect(await found('n', '', 1)).toEqual(['Piotr Nowakowski', 'Jan NOWAK-Lewandowski', 'Anna Nowak']);
  });

  it('pages a name search newest first, one order a page, with the exact count on every page', async () => {
    const first = await list(`?limit=1&q=nowak`);
    expect(first).toMatchObject({ total: 3, totalExact: true });
    expect(await found('nowak', '', 1)).toEqual(['Piotr Nowakowski', 'Jan NOWAK-Lewandowski', 'Anna Nowak']);
  });

  it('narrows a name search by the other filters, still newest first a page at a time', async () => {
    const since = new Date(FIRST + 2 * HOUR).toISOString();
    const until = new Date(FIRST + 5 * HOUR).toISOString();
    const query = `&from=${since}&to=${until}`;
    expect(await found('nowak', query, 1)).toEqual(['Jan NOWAK-Lewandowski']);
    expect((await list(`?limit=1&q=nowak${query}`)).total).toBe(1);
    expect(await found('陳', query)).toEqual(['陳 志明']);
  });

  it('still finds an order by its number typed in a name search’s place', async () => {
    const number = numbers.get('Wiktor Wójcik')!;
    expect(await found(number.toLowerCase())).toEqual(['Wiktor Wójcik']);
  });

  it('past the exact-count limit, says the count is not exact on PostgreSQL (SQLite counts them all)', async () => {
    const repository = createConsoleRepository(test.database.db);
    const counted = await repository.count({ search: searchTerms('nowak') }, 2);
    if (engine === 'sqlite') expect(counted).toEqual({ total: 3, exact: true });
    else {
      expect(counted.exact).toBe(false);
      expect(counted.total).toBeGreaterThanOrEqual(3);
    }
    expect(await repository.count({ search: searchTerms('nowak') }, 3)).toEqual({ total: 3, exact: true });
    expect(await repository.count({ search: searchTerms('nowak'), from: new Date(FIRST + 2 * HOUR).toISOString() }, 1)).toMatchObject({ exact: engine === 'sqlite' });
  });
});

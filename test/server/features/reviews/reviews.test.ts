import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../../../src/server/db/database';
import { seedDemoIfEmpty } from '../../../../demo/seed';
import { createAuditRepository } from '../../../../src/server/features/audit/audit.repository';
import { createReviewRepository } from '../../../../src/server/features/reviews/reviews.repository';
import { createReviewService } from '../../../../src/server/features/reviews/reviews.service';
import { ENGINES, HOSTS, startTestApp, type TestApp } from '../../../helpers/server';

const run = promisify(execFile);
const PRODUCT = 'aqualite-tw';

describe.each(ENGINES)('reviews through the review service (%s)', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  const service = () => createReviewService(createReviewRepository(test.database.db), () => new Date('2030-01-01T00:00:00.000Z'));
  const shown = async () => (await test.app.inject({ url: `/api/consumer/reviews?productId=${PRODUCT}&size=20`, headers: { 'x-consumer-domain': HOSTS.tw } })).json<{ data: { items: { id: string; sellerReply: string | null }[]; total: number } }>().data;

  it('keeps a shopper’s review waiting until the seller approves it, then shows it first', async () => {
    const before = await shown();
    const { id, status } = await service().submit(PRODUCT, { name: '陳小姐', phone: '+886912345678', score: 5, message: '很好用' }, ['/uploads/a.webp'], 'zh-TW');
    expect(status).toBe('pending');
    expect((await shown()).total).toBe(before.total);
    const waiting = await service().pending();
    expect(waiting.find((review) => review.id === id)).toMatchObject({ productId: PRODUCT, author: '陳小姐', score: 5, body: '很好用', images: ['/uploads/a.webp'], createdAt: '2030-01-01T00:00:00.000Z' });

    expect(await service().approve(id)).toBe(true);
    expect(await service().reply(id, '  謝謝您！ ')).toBe(true);
    const after = await shown();
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({ id, sellerReply: '謝謝您！' });
    expect((await service().pending()).some((review) => review.id === id)).toBe(false);
  });

  it('hides a rejected review, and answers false for a review that does not exist', async () => {
    const { id } = await service().submit(PRODUCT, { name: 'Kevin', phone: '+886912345679', score: 1, message: 'spam' }, [], 'zh-TW');
    expect(await service().reject(id)).toBe(true);
    expect((await shown()).items.some((review) => review.id === id)).toBe(false);
    expect((await service().pending()).some((review) => review.id === id)).toBe(false);
    expect(await service().approve('no-such-review')).toBe(false);
    expect(await service().reject('no-such-review')).toBe(false);
    expect(await service().reply('no-such-review', 'hi')).toBe(false);
  });

  it('adds the seller’s own reviews, shown at once, and refuses a score outside 1 to 5', async () => {
    const added = await service().addReview({ productId: PRODUCT, author: 'Store', score: 4, body: 'Imported', createdAt: new Date('2031-01-01T00:00:00.000Z') });
    expect((await shown()).items[0]).toMatchObject({ id: added.id, author: 'Store', score: 4 });
    await expect(service().addReview({ productId: PRODUCT, author: 'x', score: 6, body: 'x' })).rejects.toThrow(RangeError);
    await expect(service().addReview({ productId: PRODUCT, author: 'x', score: 0, body: 'x' })).rejects.toThrow(RangeError);
  });

  it('pages the approved reviews with their summary', async () => {
    const first = await service().page(PRODUCT, 1, 5);
    const second = await service().page(PRODUCT, 2, 5);
    expect(first.items).toHaveLength(5);
    expect(first.total).toBe(second.total);
    expect(new Set([...first.items, ...second.items].map((review) => review.id)).size).toBe(first.items.length + second.items.length);
    expect(first.average).toBeGreaterThan(0);
  });
});

describe('the review moderation command', { timeout: 120_000 }, () => {
  it('lists the reviews waiting, approves one and rejects another', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-cli-'));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    try {
      const database = openDatabase({ url: undefined, dataDir: dir });
      await migrate(database.db);
      await seedDemoIfEmpty(database.db);
      const service = createReviewService(createReviewRepository(database.db));
      const kept = await service.submit(PRODUCT, { name: '林先生', phone: '+886912000001', score: 5, message: '第二次買\n一樣好' }, ['/uploads/b.webp'], 'zh-TW');
      const dropped = await service.submit(PRODUCT, { name: 'spam', phone: '+886912000002', score: 1, message: 'buy followers' }, [], 'zh-TW');
      await database.close();

      const pending = await run('node', ['dist/server/cli.js', 'reviews', 'pending'], { env });
      expect(pending.stdout).toContain(`${kept.id}  `);
      expect(pending.stdout).toContain(`${PRODUCT}  ★★★★★  林先生: 第二次買 一樣好  (1 photo)`);
      expect(pending.stdout).toMatch(/2 reviews waiting/);
      expect((await run('node', ['dist/server/cli.js', 'reviews', 'approve', kept.id], { env })).stdout).toContain(`approved ${kept.id}`);
      expect((await run('node', ['dist/server/cli.js', 'reviews:reject', dropped.id], { env })).stdout).toContain(`rejected ${dropped.id}`);
      expect((await run('node', ['dist/server/cli.js', 'reviews', 'reply', kept.id, '謝謝', '支持'], { env })).stdout).toContain(`replied to ${kept.id}`);
      await expect(run('node', ['dist/server/cli.js', 'reviews', 'approve', 'no-such-review'], { env })).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('no review no-such-review') });
      await expect(run('node', ['dist/server/cli.js', 'reviews', 'approve'], { env })).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run reviews') });

      const after = openDatabase({ url: undefined, dataDir: dir });
      const reviews = createReviewService(createReviewRepository(after.db));
      expect(await reviews.pending()).toEqual([]);
      const page = await reviews.page(PRODUCT, 1, 20);
      // Each change is in the audit log, in the name of whoever ran the command.
      const logged = await createAuditRepository(after.db).list({ limit: 10, entity: 'review' });
      await after.close();
      expect(logged.map((entry) => [entry.action, entry.entityId])).toEqual(
        expect.arrayContaining([
          ['review.approve', kept.id],
          ['review.hide', dropped.id],
          ['review.reply', kept.id],
        ]),
      );
      expect(logged.every((entry) => entry.operatorEmail.startsWith('cli:'))).toBe(true);
      expect(page.items.find((review) => review.id === kept.id)).toMatchObject({ sellerReply: '謝謝 支持' });
      expect(page.items.some((review) => review.id === dropped.id)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, startTestApp, type TestApp } from '../../helpers/server';

/** A form cut off mid-way (a dropped connection, a broken client) is the client's fault: 400, never 500. */
describe('multipart bodies cut short or malformed', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite', { returnRateLimit: { max: 1000, timeWindow: 60_000 }, reviewRateLimit: { max: 1000, timeWindow: 60_000 } });
  });
  afterAll(() => test.close());

  const boundary = '----doorstepcut';
  const whole = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="orderNo"\r\n\r\nTW1234\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="packagePhotos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n` +
      `${'x'.repeat(2000)}\r\n--${boundary}--\r\n`,
  );

  for (const url of ['/api/consumer/returns', '/api/consumer/reviews']) {
    for (const [what, body] of [
      ['cut inside a file', whole.subarray(0, 400)],
      ['cut inside a part header', whole.subarray(0, 60)],
      ['with no closing boundary', whole.subarray(0, whole.length - boundary.length - 6)],
    ] as const) {
      it(`answers ${url} ${what} with a 400 envelope in the shopper's language`, async () => {
        const answer = await test.app.inject({
          method: 'POST',
          url,
          headers: { 'x-consumer-domain': HOSTS.pl, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: body,
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ code: 1001 });
        expect(answer.json().msg).not.toMatch(/multipart|Unexpected/i);
      });
    }

    it(`answers ${url} with a part that has no usable header as a form missing that field (4xx)`, async () => {
      const answer = await test.app.inject({
        method: 'POST',
        url,
        headers: { 'x-consumer-domain': HOSTS.pl, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.from(`--${boundary}\r\nthis is not a header\r\n\r\nvalue\r\n--${boundary}--\r\n`),
      });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    });
  }
});

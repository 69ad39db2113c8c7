import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodContracts } from '../../../src/server/plugins/contracts';

describe('request headers checked by a route’s schema', () => {
  const app = Fastify();
  useZodContracts(app);
  app.get('/checked', { schema: { headers: z.looseObject({ 'x-consumer-domain': z.string().max(253) }) } }, async (request) => ({
    untouched: request.headers === request.raw.headers,
    domain: request.headers['x-consumer-domain'],
  }));
  app.get('/changed', { schema: { headers: z.looseObject({ 'x-count': z.string().transform(Number), 'x-mode': z.string().default('plain') }) } }, async (request) => ({
    count: (request.headers as Record<string, unknown>)['x-count'],
    mode: request.headers['x-mode'],
    agent: request.headers['user-agent'],
  }));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('reach the handler as they came, not copied, when the schema only checks them', async () => {
    const answer = await app.inject({ method: 'GET', url: '/checked', headers: { 'x-consumer-domain': 'tw.localhost', 'user-agent': 'a phone' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ untouched: true, domain: 'tw.localhost' });
  });

  it('reach the handler as the schema made them when it changes a value or fills a default, the others kept', async () => {
    const answer = await app.inject({ method: 'GET', url: '/changed', headers: { 'x-count': '3', 'user-agent': 'a phone' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ count: 3, mode: 'plain', agent: 'a phone' });
  });

  it('are refused with a 400 when the schema refuses them', async () => {
    const answer = await app.inject({ method: 'GET', url: '/checked', headers: { 'x-consumer-domain': 'x'.repeat(300) } });
    expect(answer.statusCode).toBe(400);
  });
});

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../../../src/server/features/pages/pages.render';
import { startTestApp, type TestApp } from '../../../helpers/server';

const CSS = 'body{margin:0;color:#1f3a5f}';

describe('the shop stylesheet, put inline in the page', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'doorstep-css-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'index-abc.css'), CSS);

  it('replaces the built link by the sheet itself, so the first paint waits for no second request', () => {
    const { html } = inlineStylesheets('<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>', clientDir);
    expect(html).toBe(`<head><style>${CSS}</style></head>`);
  });

  it('names each inlined sheet by its SHA-256 for the Content-Security-Policy', () => {
    const { styleHashes } = inlineStylesheets('<link rel="stylesheet" href="/assets/index-abc.css">', clientDir);
    expect(styleHashes).toEqual([`'sha256-${createHash('sha256').update(CSS).digest('base64')}'`]);
  });

  it('keeps a link whose file is not built, and allows nothing inline for it', () => {
    const link = '<link rel="stylesheet" href="/assets/missing.css">';
    expect(inlineStylesheets(link, clientDir)).toEqual({ html: link, styleHashes: [] });
  });
});

describe('a shopper page from the built shop', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite');
  });
  afterAll(() => test.close());

  it('carries its styles inline, allowed by hash and not by unsafe-inline, and links no stylesheet', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/zh-TW/', headers: { 'x-consumer-domain': 'tw.localhost' } });
    expect(page.statusCode).toBe(200);
    const css = /<style>([^<]*)<\/style>/.exec(page.body)?.[1];
    expect(css?.length).toBeGreaterThan(1000);
    expect(page.body).not.toContain('rel="stylesheet"');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`'sha256-${createHash('sha256').update(css!).digest('base64')}'`);
    expect(policy).not.toContain('unsafe-inline');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { preloadModules } from '../../src/app/services/module-preload';

const links = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('preloadModules: the order form’s code is downloaded ahead of the tap, not run', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove()));

  it('asks the browser for each file once, as a module preload', () => {
    expect(preloadModules(['/assets/OrderPage-a.js', '/assets/FieldMessage-b.js'])).toBe(true);
    expect(preloadModules(['/assets/OrderPage-a.js', '/assets/LeaveDialog-c.js'])).toBe(true);
    expect(links()).toEqual(['/assets/OrderPage-a.js', '/assets/FieldMessage-b.js', '/assets/LeaveDialog-c.js']);
  });

  it('does not ask again for a file the bundler already preloads under its full address (a lazy chunk’s imports)', () => {
    const bundlers = document.createElement('link');
    bundlers.rel = 'modulepreload';
    bundlers.href = new URL('/assets/xstate-d.js', document.baseURI).href;
    document.head.append(bundlers);
    preloadModules(['/assets/xstate-d.js', '/assets/OrderPage-a.js']);
    expect(links()).toEqual([bundlers.href, '/assets/OrderPage-a.js']);
  });

  it('says when it has nothing to fetch, so the page imports the form itself', () => {
    expect(preloadModules(undefined)).toBe(false);
    expect(preloadModules([])).toBe(false);
    expect(links()).toEqual([]);
  });
});

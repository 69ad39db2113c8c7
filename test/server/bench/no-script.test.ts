import { describe, expect, it } from 'vitest';
import { deferAppStart } from '../../../src/server/features/pages/app-start';
// @ts-expect-error: a plain script of the bench, without types.
import { withoutScripts } from '../../../scripts/bench/no-script.mjs';

const built = [
  '<!doctype html><html lang="zh-TW"><head><meta charset="utf-8"><style>.header{display:flex}</style>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/landing-def.js">',
  '</head><body><div id="root"><header class="header"><img src="/demo/logo.webp" alt="AquaLite"></header><button type="button">領取</button></div>',
  '<script type="application/json" id="doorstep-bootstrap">{"site":"tw"}</script></body></html>',
].join('');

describe("Lighthouse's page without its script (the landing page's floor in a browser)", () => {
  it('takes out the starter, the template with the app and its preloads, leaving nothing to run', () => {
    const served = deferAppStart(built);
    expect(served).toContain('<template id="doorstep-app">');
    const bare = withoutScripts(served);
    expect(bare).not.toMatch(/<template|modulepreload|type="module"/);
    expect(bare.match(/<script[^>]*>/g)).toEqual(['<script type="application/json" id="doorstep-bootstrap">']);
  });

  it('leaves the page itself as it was: its styles, markup, pictures and data', () => {
    const bare = withoutScripts(deferAppStart(built));
    expect(bare).toBe(
      '<!doctype html><html lang="zh-TW"><head><meta charset="utf-8"><style>.header{display:flex}</style></head>' +
        '<body><div id="root"><header class="header"><img src="/demo/logo.webp" alt="AquaLite"></header><button type="button">領取</button></div>' +
        '<script type="application/json" id="doorstep-bootstrap">{"site":"tw"}</script></body></html>',
    );
  });
});

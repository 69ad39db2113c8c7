import { build } from 'vite';
import { readFileSync, readdirSync } from 'node:fs';
await build({ logLevel: 'warn', build: { sourcemap: true, outDir: '/tmp/analyze-out', emptyOutDir: true } });
for (const f of readdirSync('/tmp/analyze-out/assets').filter(f => f.endsWith('.js.map'))) {
  const map = JSON.parse(readFileSync('/tmp/analyze-out/assets/' + f, 'utf8'));
  const sizes = {};
  map.sources.forEach((s, i) => { const pkg = s.includes('node_modules') ? s.split('node_modules/').pop().split('/').slice(0, s.split('node_modules/').pop().startsWith('@') ? 2 : 1).join('/') : s.replace(/^.*\/main\//, ''); sizes[pkg] = (sizes[pkg] || 0) + (map.sourcesContent?.[i]?.length || 0); });
  console.log('==', f); Object.entries(sizes).sort((a,b)=>b[1]-a[1]).slice(0, 25).forEach(([k,v]) => console.log('  ', (v/1024).toFixed(1)+'K', k));
}

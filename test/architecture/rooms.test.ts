import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rooms' rules (DESIGN.md §3) are checked by oxlint (`npm run lint:rooms`, part of `npm test`)
 * with .oxlintrc.json. These tests prove the rules bite: a file breaking each one is refused.
 */
const ROOT = process.cwd();
const OXLINT = join(ROOT, 'node_modules', '.bin', 'oxlint');

function lint(files: Record<string, string>): string {
  const written = Object.entries(files).map(([path, text]) => {
    writeFileSync(join(ROOT, path), text);
    return path;
  });
  try {
    execFileSync(OXLINT, ['-c', '.oxlintrc.json', ...written], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  } finally {
    for (const path of written) rmSync(join(ROOT, path), { force: true });
  }
}

describe('the rooms’ rules', () => {
  it('refuses browser or server code imported into src/domain', () => {
    const report = lint({ 'src/domain/zz-probe-a.ts': "import { App } from '../app/App';\nimport type { Kysely } from 'kysely';\nexport const a = [App] as unknown as Kysely<never>;\n" });
    expect(report).toContain('src/domain is pure rules');
    expect(report).toContain('src/domain does no I/O');
  });

  it('refuses src/app imported into a view', () => {
    expect(lint({ 'src/views/ZzProbe.tsx': "import { useServices } from '../app/hooks/services';\nexport const b = useServices;\n" })).toContain('src/views are thin renderers');
  });

  it('refuses the back office imported into the shopper’s code, and src/admin/app into an admin view', () => {
    const report = lint({
      'src/app/zz-probe-admin.ts': "import { AdminApp } from '../admin/app/AdminApp';\nexport const f = AdminApp;\n",
      'src/admin/views/ZzProbe.tsx': "import { createRequest } from '../app/api';\nexport const g = createRequest;\n",
    });
    expect(report).toContain('never load the back office');
    expect(report).toContain('src/admin/views are thin renderers');
  });

  it('refuses React or fetching in a machine', () => {
    expect(lint({ 'machines/zz-probe.machine.ts': "import { useState } from 'react';\nexport const c = useState;\n" })).toContain('a machine does no I/O');
  });

  it('refuses Kysely outside repositories, even as a type', () => {
    const report = lint({
      'src/server/features/zz-probe.service.ts': "import type { Kysely } from 'kysely';\nexport type D = Kysely<never>;\n",
      'src/server/features/orders/zz-probe.repository.ts': "import type { Kysely } from 'kysely';\nexport type E = Kysely<never>;\n",
    });
    expect(report).toContain('zz-probe.service.ts');
    expect(report).not.toContain('zz-probe.repository.ts');
  });

  it('refuses an import cycle', () => {
    const report = lint({
      'src/domain/zz-probe-b.ts': "import { d } from './zz-probe-c';\nexport const e = () => d;\n",
      'src/domain/zz-probe-c.ts': "import { e } from './zz-probe-b';\nexport const d = () => e;\n",
    });
    expect(report).toContain('no-cycle');
  });

  it('finds no query built outside repositories, migrations and the database module', () => {
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name)) {
          const file = relative(ROOT, path);
          if (/^src\/server\/features\/[^/]+\/[^/]+\.repository\.ts$/.test(file) || file.startsWith('src/server/db/')) continue;
          if (/\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\.transaction\(\)|\bsql`/.test(readFileSync(path, 'utf8'))) offenders.push(file);
        }
      }
    };
    walk(join(ROOT, 'src'));
    expect(offenders).toEqual([]);
  });
});

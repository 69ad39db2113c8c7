import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../src/server/config';
import { createSecretBox, isSealed, loadSettingsKey, SETTINGS_KEY_FILE } from '../../../../src/server/features/settings/settings.secrets';
import { startTestApp } from '../../../helpers/server';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'doorstep-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the settings key', () => {
  it('uses SETTINGS_KEY when it is set (hex or base64): no key file, no warning', () => {
    const key = randomBytes(32);
    for (const text of [key.toString('hex'), key.toString('base64')]) {
      const dataDir = tempDir();
      const config = loadConfig({ DATA_DIR: dataDir, SETTINGS_KEY: text }, dataDir);
      const warnings: string[] = [];
      expect(loadSettingsKey(config.settingsKey, dataDir, (message) => warnings.push(message)).equals(key)).toBe(true);
      expect(existsSync(join(dataDir, SETTINGS_KEY_FILE))).toBe(false);
      expect(warnings).toEqual([]);
    }
  });

  it('without SETTINGS_KEY makes a key once in the data directory, readable by its owner only, and warns that production must set it', () => {
    const dataDir = tempDir();
    const warnings: string[] = [];
    const first = loadSettingsKey(undefined, dataDir, (message) => warnings.push(message));
    const file = join(dataDir, SETTINGS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(warnings[0]).toMatch(/SETTINGS_KEY is not set.*Production must set SETTINGS_KEY/);
    const sealed = createSecretBox(first).seal('a token');
    const again = loadSettingsKey(undefined, dataDir, () => {});
    expect(again.equals(first)).toBe(true);
    expect(createSecretBox(again).reveal(sealed)).toBe('a token');
    expect(readFileSync(file, 'utf8')).not.toContain('a token');
  });

  it('refuses a SETTINGS_KEY that is not 32 bytes, without printing it', () => {
    const wrong = 'c2hvcnQta2V5';
    expect(() => loadConfig({ SETTINGS_KEY: wrong }, '.')).toThrow(ConfigError);
    try {
      loadConfig({ SETTINGS_KEY: wrong }, '.');
    } catch (error) {
      expect(String(error)).toContain('SETTINGS_KEY=(hidden)');
      expect(String(error)).not.toContain(wrong);
    }
  });

  it('the server keeps its key in the data directory only when SETTINGS_KEY is unset', async () => {
    const withKey = await startTestApp('sqlite', { env: { SETTINGS_KEY: randomBytes(32).toString('base64') } });
    expect(existsSync(join(withKey.dataDir, SETTINGS_KEY_FILE))).toBe(false);
    await withKey.close();
    const withoutKey = await startTestApp('sqlite');
    expect(existsSync(join(withoutKey.dataDir, SETTINGS_KEY_FILE))).toBe(true);
    await withoutKey.close();
  });
});

describe('sealed settings', () => {
  const box = createSecretBox(randomBytes(32));

  it('seal a token so it reads back only with the key, differently each time', () => {
    const sealed = box.seal('EAAB-token-9f2c');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('EAAB');
    expect(box.seal('EAAB-token-9f2c')).not.toBe(sealed);
    expect(box.reveal(sealed)).toBe('EAAB-token-9f2c');
    expect(() => createSecretBox(randomBytes(32)).reveal(sealed)).toThrow();
  });

  it('refuses a sealed token that was altered', () => {
    const sealed = box.seal('EAAB-token-9f2c');
    const [iv, tag, data] = sealed.slice('enc:v1:'.length).split('.');
    const bytes = Buffer.from(data!, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    const altered = `enc:v1:${iv}.${tag}.${bytes.toString('base64url')}`;
    expect(() => box.reveal(altered)).toThrow();
  });

  it('reads a token stored before encryption as it is', () => {
    expect(box.reveal('plain-old-token')).toBe('plain-old-token');
    expect(isSealed('plain-old-token')).toBe(false);
  });
});

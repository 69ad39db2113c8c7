import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets kept in a site's settings (the conversion APIs' access tokens), encrypted at rest with
 * AES-256-GCM under the shop's settings key. A sealed value reads `enc:v1:<iv>.<tag>.<data>`
 * (base64url); anything else is a token stored before encryption (the demo, old rows), read as it
 * is and sealed on its next write.
 */
const PREFIX = 'enc:v1:';
const AAD = Buffer.from('doorstep site settings v1');

/** The settings key's file in the data directory, made once when SETTINGS_KEY is unset. */
export const SETTINGS_KEY_FILE = 'settings.key';

export interface SecretBox {
  seal(plain: string): string;
  /** The token as it was typed: decrypted when sealed, as stored when it predates encryption. */
  reveal(stored: string): string;
}

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

/** SETTINGS_KEY as 32 bytes: base64 (44 characters) or hex (64 characters); null when it is neither. */
export function parseSettingsKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value, 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}

/**
 * The settings key: SETTINGS_KEY when set, else a random key made once into `dataDir` (mode 0600)
 * so a laptop's `npm start` works; then a warning says production must set SETTINGS_KEY (a key
 * beside the database is no protection for a copy of the data directory).
 */
export function loadSettingsKey(fromEnv: Buffer | undefined, dataDir: string, warn: (message: string) => void): Buffer {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, SETTINGS_KEY_FILE);
  let key: Buffer | null = null;
  if (existsSync(file)) {
    key = parseSettingsKey(readFileSync(file, 'utf8'));
    if (!key) throw new Error(`${file} does not hold a settings key (32 bytes, base64 or hex): restore it, or set SETTINGS_KEY`);
  } else {
    key = randomBytes(32);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  }
  warn(`SETTINGS_KEY is not set: access tokens are encrypted with the key in ${file}. Production must set SETTINGS_KEY (32 bytes, base64 or hex) and keep it apart from the data.`);
  return key;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new RangeError('the settings key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(AAD);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${data.toString('base64url')}`;
    },
    reveal(stored) {
      if (!isSealed(stored)) return stored;
      const [iv, tag, data] = stored.slice(PREFIX.length).split('.');
      if (!iv || !tag || data === undefined) throw new Error('a sealed setting is damaged');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(AAD);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** A box whose key is loaded when first needed (a command that writes no token never touches it). */
export function lazySecretBox(make: () => SecretBox): SecretBox {
  let box: SecretBox | null = null;
  const get = () => (box ??= make());
  return { seal: (plain) => get().seal(plain), reveal: (stored) => (isSealed(stored) ? get().reveal(stored) : stored) };
}

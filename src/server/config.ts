import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { parseVelocityLimit, type OrderLimits } from '../domain/velocity';
import { parseSettingsKey } from './features/settings/settings.secrets';

/**
 * Configuration comes from the environment and is checked once, at boot. A bad value stops the
 * server with a message that names the variable, what it got and what it wants.
 */
const velocityLimit = z
  .string()
  .trim()
  .refine((value) => parseVelocityLimit(value) !== undefined, { message: 'must be orders/window, such as 3/24h, 10/1h or 5/30m, or off' });

const schema = z.object({
  PORT: z.coerce.number({ error: 'must be a whole number from 1 to 65535' }).int({ error: 'must be a whole number from 1 to 65535' }).min(1, { error: 'must be a whole number from 1 to 65535' }).max(65535, { error: 'must be a whole number from 1 to 65535' }).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || /^postgres(ql)?:\/\/.+/.test(value), {
      message: 'must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite database)',
    }),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
  /**
   * Worker threads that decrypt order payloads; 0 decrypts on the main thread. By default one per
   * core: they run below the event loop's priority (crypto/payload.ts), so they use what the
   * event loop leaves instead of taking turns with it. On 2 cores, two such threads placed
   * 1,179-1,292 orders/s against 1,080-1,084 with one.
   */
  CRYPTO_WORKERS: z.coerce.number({ error: 'must be a whole number from 0 to 64' }).int({ error: 'must be a whole number from 0 to 64' }).min(0, { error: 'must be a whole number from 0 to 64' }).max(64, { error: 'must be a whole number from 0 to 64' }).default(Math.max(1, availableParallelism())),
  /** Set when a reverse proxy sits in front, so rate limits see the shopper's address. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Redis, shared by every server process (rate limits, counters, change broadcasts); unset: this process's memory. */
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || /^rediss?:\/\/.+/.test(value), { message: 'must be a redis:// or rediss:// URL (leave it unset for one process)' }),
  /** The prefix of every Redis key, so several shops (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().trim().regex(/^[\w:.-]{1,40}$/, { error: 'must be 1 to 40 letters, digits or : . _ -' }).default('doorstep:'),
  /**
   * Velocity limits (issue 16): orders per phone number, and per client address, on a site in a
   * window. Unset: each site's own (Settings; default 3/24h and 10/1h). Set: every site's, the
   * shop-wide override the tests and the bench use.
   */
  ORDERS_PER_PHONE: velocityLimit.optional(),
  ORDERS_PER_ADDRESS: velocityLimit.optional(),
  /** `off`: start an empty shop, with no demo sites or products (the owner adds their own). */
  DEMO_SHOP: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** Where shoppers pick a pickup store on a map: the built-in sandbox map, ECPay's, or none. */
  STORE_MAP: z.enum(['sandbox', 'ecpay', 'off'], { error: 'must be sandbox, ecpay or off' }).default('sandbox'),
  ECPAY_MERCHANT_ID: z.string().trim().regex(/^\d{7,10}$/, { error: 'must be your ECPay merchant id (digits)' }).optional(),
  ECPAY_MAP_URL: z.url({ protocol: /^https$/, error: 'must be an https URL' }).default('https://logistics-stage.ecpay.com.tw/Express/map'),
  /** ECPay B2C (from a warehouse) rather than C2C (store to store) logistics. */
  ECPAY_B2C: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Who carries text messages (one-time codes, order messages): the built-in sandbox outbox, or Twilio. */
  MESSAGE_PROVIDER: z.enum(['sandbox', 'twilio'], { error: 'must be sandbox or twilio' }).default('sandbox'),
  TWILIO_ACCOUNT_SID: z.string().trim().regex(/^AC[0-9a-fA-F]{32}$/, { error: 'must be your Twilio account SID (AC and 32 hex digits)' }).optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(16, { error: 'must be your Twilio auth token' }).optional(),
  TWILIO_FROM: z.string().trim().regex(/^\+[1-9]\d{6,14}$/, { error: 'must be the sending number in E.164 (+15551234567)' }).optional(),
  /** Twilio's API root; tests point it at a local fake server. */
  TWILIO_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.twilio.com'),
  /** The key that encrypts the conversion APIs' access tokens at rest (32 bytes, base64 or hex). */
  SETTINGS_KEY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const key = parseSettingsKey(value);
      if (!key) ctx.addIssue({ code: 'custom', message: 'must be 32 random bytes in base64 (44 characters) or hex (64 characters), e.g. from `openssl rand -base64 32`' });
      return key ?? undefined;
    }),
}).superRefine((value, ctx) => {
  if (value.STORE_MAP === 'ecpay' && !value.ECPAY_MERCHANT_ID) {
    ctx.addIssue({ code: 'custom', path: ['ECPAY_MERCHANT_ID'], message: 'is needed when STORE_MAP=ecpay' });
  }
  if (value.MESSAGE_PROVIDER === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!value[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is needed when MESSAGE_PROVIDER=twilio' });
    }
  }
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Redis for the state every process shares (undefined: one process's memory). */
  redis: { url: string; prefix: string } | undefined;
  /** How many orders one phone, and one client address, may place on a site in a window. */
  /** The limits the environment sets for every site (issue 16); unset ones are each site's own. */
  orderLimits: Partial<OrderLimits>;
  dataDir: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  cryptoWorkers: number;
  trustProxy: boolean;
  /** Seed the demo shop into an empty database. */
  demoShop: boolean;
  storeMap: { provider: 'off' } | { provider: 'sandbox' } | { provider: 'ecpay'; merchantId: string; mapUrl: string; b2c: boolean };
  /** Who carries text messages: the sandbox (the back office's outbox) or Twilio. */
  messages: { provider: 'sandbox' } | { provider: 'twilio'; accountSid: string; authToken: string; from: string; baseUrl: string };
  /** SETTINGS_KEY; unset, the server makes and keeps a key in `dataDir` (and warns). */
  settingsKey: Buffer | undefined;
  /** Where the built client lives (dist/client); tests may point elsewhere. */
  clientDir: string;
}

export class ConfigError extends Error {}

/** The limits the environment sets for every site; a limit left unset is each site's own. */
function overrideOf(perPhone: string | undefined, perAddress: string | undefined): Partial<OrderLimits> {
  return {
    ...(perPhone === undefined ? {} : { perPhone: parseVelocityLimit(perPhone) ?? null }),
    ...(perAddress === undefined ? {} : { perAddress: parseVelocityLimit(perAddress) ?? null }),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv, clientDir: string): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // A secret is never echoed, not even a wrong one.
      const shown = name === 'SETTINGS_KEY' || name === 'TWILIO_AUTH_TOKEN' ? '(hidden)' : JSON.stringify(env[name] ?? '');
      return `  ${name}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = result.data;
  return {
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    redis: value.REDIS_URL ? { url: value.REDIS_URL, prefix: value.REDIS_PREFIX } : undefined,
    orderLimits: overrideOf(value.ORDERS_PER_PHONE, value.ORDERS_PER_ADDRESS),
    dataDir: resolve(value.DATA_DIR),
    logLevel: value.LOG_LEVEL,
    cryptoWorkers: value.CRYPTO_WORKERS,
    trustProxy: value.TRUST_PROXY,
    demoShop: value.DEMO_SHOP === 'on',
    storeMap:
      value.STORE_MAP === 'ecpay'
        ? { provider: 'ecpay', merchantId: value.ECPAY_MERCHANT_ID!, mapUrl: value.ECPAY_MAP_URL, b2c: value.ECPAY_B2C }
        : { provider: value.STORE_MAP },
    messages:
      value.MESSAGE_PROVIDER === 'twilio'
        ? { provider: 'twilio', accountSid: value.TWILIO_ACCOUNT_SID!, authToken: value.TWILIO_AUTH_TOKEN!, from: value.TWILIO_FROM!, baseUrl: value.TWILIO_BASE_URL }
        : { provider: 'sandbox' },
    settingsKey: value.SETTINGS_KEY,
    clientDir,
  };
}

/** The configuration of a process that starts from the environment: a bad value stops it with its message. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv, clientDir: string): Config {
  try {
    return loadConfig(env, clientDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

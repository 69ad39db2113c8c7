import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Configuration comes from the environment and is checked once, at boot. A bad value stops the
 * server with a message that names the variable, what it got and what it wants.
 */
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
  /** Worker threads that decrypt order payloads; 0 decrypts on the main thread. */
  CRYPTO_WORKERS: z.coerce.number({ error: 'must be a whole number from 0 to 64' }).int({ error: 'must be a whole number from 0 to 64' }).min(0, { error: 'must be a whole number from 0 to 64' }).max(64, { error: 'must be a whole number from 0 to 64' }).default(Math.max(1, availableParallelism())),
  /** Set when a reverse proxy sits in front, so rate limits see the shopper's address. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  cryptoWorkers: number;
  trustProxy: boolean;
  /** Where the built client lives (dist/client); tests may point elsewhere. */
  clientDir: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv, clientDir: string): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = result.data;
  return {
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    dataDir: resolve(value.DATA_DIR),
    logLevel: value.LOG_LEVEL,
    cryptoWorkers: value.CRYPTO_WORKERS,
    trustProxy: value.TRUST_PROXY,
    clientDir,
  };
}

import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('configuration from the environment', () => {
  it('defaults to port 3000, all interfaces, SQLite under ./data', () => {
    const config = loadConfig({}, 'dist/client');
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, logLevel: 'info' });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('decrypts orders on one thread per core unless told (the threads yield to the event loop)', () => {
    expect(loadConfig({}, '').cryptoWorkers).toBe(Math.max(1, availableParallelism()));
    expect(loadConfig({ CRYPTO_WORKERS: '0' }, '').cryptoWorkers).toBe(0);
    expect(loadConfig({ CRYPTO_WORKERS: '6' }, '').cryptoWorkers).toBe(6);
  });

  it('takes a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }, '').databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
  });

  it('keeps every shared counter in this process unless told a Redis, whose keys it prefixes', () => {
    expect(loadConfig({}, '').redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }, '').redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379/2' }, '').redis).toEqual({ url: 'redis://10.0.0.5:6379/2', prefix: 'doorstep:' });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380', REDIS_PREFIX: 'shop-b:' }, '').redis).toEqual({ url: 'rediss://cache.internal:6380', prefix: 'shop-b:' });
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' }, '')).toThrow(/REDIS_URL="localhost:6379": must be a redis:\/\/ or rediss:\/\/ URL/);
  });

  it('leaves the velocity limits to each site unless the environment sets them for every site', () => {
    expect(loadConfig({}, '').orderLimits).toEqual({});
    expect(loadConfig({ ORDERS_PER_PHONE: '5/30m', ORDERS_PER_ADDRESS: 'off' }, '').orderLimits).toEqual({ perPhone: { max: 5, windowMs: 1_800_000 }, perAddress: null });
    expect(() => loadConfig({ ORDERS_PER_PHONE: 'three a day' }, '')).toThrow(/ORDERS_PER_PHONE="three a day": must be orders\/window, such as 3\/24h/);
  });

  it('stops with a message naming the variable, its value and what it should be', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, '')).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' }, '')).toThrow(/PORT="eighty": must be a whole number from 1 to 65535/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, '')).toThrow(/DATABASE_URL="mysql:\/\/x": must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(() => loadConfig({ PORT: '70000', LOG_LEVEL: 'loud' }, '')).toThrow(/PORT="70000"[\s\S]*LOG_LEVEL="loud"/);
  });

  it('uses the built-in sandbox store map unless told otherwise, and needs a merchant id for ECPay’s', () => {
    expect(loadConfig({}, '').storeMap).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ STORE_MAP: 'off' }, '').storeMap).toEqual({ provider: 'off' });
    expect(loadConfig({ STORE_MAP: 'ecpay', ECPAY_MERCHANT_ID: '2000132' }, '').storeMap).toEqual({
      provider: 'ecpay',
      merchantId: '2000132',
      mapUrl: 'https://logistics-stage.ecpay.com.tw/Express/map',
      b2c: false,
    });
    expect(() => loadConfig({ STORE_MAP: 'ecpay' }, '')).toThrow(/ECPAY_MERCHANT_ID="": is needed when STORE_MAP=ecpay/);
    expect(() => loadConfig({ STORE_MAP: 'google' }, '')).toThrow(/STORE_MAP="google": must be sandbox, ecpay or off/);
  });
});

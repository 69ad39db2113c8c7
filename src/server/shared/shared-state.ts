import type { Redis } from 'ioredis';

/**
 * State every server process shares. Windows are sliding: a hit counts for `windowMs` after it,
 * then is forgotten. Keys are the caller's (`signin:acct:owner@shop.test`); the deployment's prefix
 * is added here.
 */
export interface SharedState {
  readonly kind: 'memory' | 'redis';
  /** Records a hit on `key` at `now` and answers how many hits it has had in the window, this one included. */
  hit(key: string, windowMs: number, now: number): Promise<number>;
  /** How many hits `key` has had in the window ending `now`. */
  count(key: string, windowMs: number, now: number): Promise<number>;
  /** Forgets every hit on `key`. */
  reset(key: string): Promise<void>;
  /** Sends `message` to every process subscribed to `channel` (this one included). */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  /** The Redis connection, for libraries that take one (@fastify/rate-limit); none in memory. */
  readonly redis?: Redis;
  /** The deployment's key prefix (`doorstep:`), for libraries that name their own keys. */
  readonly prefix: string;
  close(): Promise<void>;
}

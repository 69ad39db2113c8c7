import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Chore {
  name: string;
  run: () => Promise<unknown>;
}

/** Chores run every hour while the server runs (forgetting what is kept for a time), one after another. */
async function housekeeping(app: FastifyInstance, { chores, everyMs = 3_600_000 }: { chores: readonly Chore[]; everyMs?: number }) {
  const runAll = async () => {
    for (const chore of chores) await chore.run().catch((error: unknown) => app.log.warn({ err: error }, `housekeeping: could not ${chore.name}`));
  };
  const timer = setInterval(() => void runAll(), everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export const housekeepingPlugin = fp(housekeeping, { name: 'housekeeping' });

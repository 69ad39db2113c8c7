import { parseArgs } from 'node:util';
import type { WithShop } from './shop';

export const GENERATE_USAGE = 'usage: npm run orders:generate -- --count <n> [--seed <n>] [--until <ISO time>] [--days <n>]';

/**
 * Sample orders for trying the console at scale: `count` orders over the shop's sites (the demo's,
 * once the server has seeded it), spread over `days` before `until`. The same seed and `until`
 * make the same orders; a seed already generated into this database is refused.
 */
export async function generateOrders(withShop: WithShop, args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { count: { type: 'string' }, seed: { type: 'string' }, until: { type: 'string' }, days: { type: 'string' } } }));
  } catch {
    console.error(GENERATE_USAGE);
    return 2;
  }
  const count = Number(values.count);
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  const days = values.days === undefined ? 365 : Number(values.days);
  const until = values.until === undefined ? new Date() : new Date(values.until);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed) || !Number.isInteger(days) || days < 1 || Number.isNaN(until.getTime())) {
    console.error(GENERATE_USAGE);
    return 2;
  }
  return withShop(async ({ services }) => {
    const started = Date.now();
    let reported = 0;
    const result = await services.sampleOrders().generate({
      count,
      seed,
      until,
      days,
      onProgress: (written) => {
        if (written - reported >= 100_000 || written === count) {
          reported = written;
          console.log(`${written} orders written (${Math.round((Date.now() - started) / 1000)} s)`);
        }
      },
    });
    if (!result.ok) {
      console.error(result.problem === 'noCatalog' ? 'no site has a product yet: start the server once (it seeds the demo shop) or add one' : `orders of seed ${seed} are already here: give another --seed`);
      return 1;
    }
    return 0;
  });
}

import { randomToken } from '../../../domain/ids';
import type { Actor } from '../audit/audit.repository';
import type { ProductService } from '../products/products.service';
import type { PromotionRepository, SaleRecord } from './promotions.repository';

export type SaleState = 'scheduled' | 'running' | 'ended';

export interface SaleView extends SaleRecord {
  state: SaleState;
}

export interface StartSaleInput {
  productId: string;
  percentOff: number;
  startsAt?: Date;
  endsAt: Date;
}

export type StartSaleResult =
  | { ok: true; sale: SaleView }
  | { ok: false; problem: 'unknownProduct' | 'endsBeforeStart' | 'alreadyEnded' }
  | { ok: false; problem: 'overlap'; overlap: SaleView };

export type EndSaleResult = { ok: true; sale: SaleView } | { ok: false; problem: 'unknownSale' | 'alreadyEnded' };

export function saleState(sale: Pick<SaleRecord, 'startsAt' | 'endsAt'>, now: number): SaleState {
  if (Date.parse(sale.endsAt) <= now) return 'ended';
  return Date.parse(sale.startsAt) > now ? 'scheduled' : 'running';
}

/**
 * Flash sales from the back office. Every change clears the product cache, so the landing page's
 * countdown and the server's pricing follow at once (an order placed after a sale ends pays the
 * full price: pricing drops a sale whose end has passed).
 */
export function createPromotionService(repository: PromotionRepository, products: Pick<ProductService, 'invalidate'>, clock: () => Date = () => new Date()) {
  const view = (sale: SaleRecord): SaleView => ({ ...sale, state: saleState(sale, clock().getTime()) });

  return {
    /** The product's sales, newest start first; undefined for an unknown product. */
    async sales(productId: string): Promise<SaleView[] | undefined> {
      if (!(await repository.productExists(productId))) return undefined;
      return (await repository.sales(productId)).map(view);
    },

    /** Puts a product on a flash sale, refusing one that overlaps a sale running or scheduled. */
    async startSale(input: StartSaleInput, actor: Actor): Promise<StartSaleResult> {
      if (!Number.isInteger(input.percentOff) || input.percentOff < 1 || input.percentOff > 99) throw new RangeError(`a sale takes 1 to 99 percent off, not ${input.percentOff}`);
      if (!(await repository.productExists(input.productId))) return { ok: false, problem: 'unknownProduct' };
      const now = clock();
      const startsAt = input.startsAt && input.startsAt > now ? input.startsAt : now;
      if (input.endsAt <= now) return { ok: false, problem: 'alreadyEnded' };
      if (input.endsAt <= startsAt) return { ok: false, problem: 'endsBeforeStart' };
      const sale: SaleRecord = {
        id: `sale-${randomToken(10).toLowerCase().replace(/[^a-z0-9]/g, '')}`,
        productId: input.productId,
        kind: 'flash',
        percentOff: input.percentOff,
        startsAt: startsAt.toISOString(),
        endsAt: input.endsAt.toISOString(),
      };
      const at = now.toISOString();
      const result = await repository.insertSale(sale, at, { actor, at, change: { action: 'sale.create', entity: 'sale', entityId: sale.id, before: null, after: sale } });
      if (!result.ok) return { ok: false, problem: 'overlap', overlap: view(result.overlap) };
      products.invalidate();
      return { ok: true, sale: view(sale) };
    },

    /** Ends a running sale now (or calls off a scheduled one): shoppers pay the full price from this moment. */
    async endSale(productId: string, saleId: string, actor: Actor): Promise<EndSaleResult> {
      const before = await repository.sale(productId, saleId);
      if (!before) return { ok: false, problem: 'unknownSale' };
      const at = clock().toISOString();
      const after: SaleRecord = { ...before, endsAt: at, startsAt: before.startsAt > at ? at : before.startsAt };
      const ended = await repository.endSale(productId, saleId, at, {
        actor,
        at,
        change: { action: 'sale.end', entity: 'sale', entityId: saleId, before: { startsAt: before.startsAt, endsAt: before.endsAt }, after: { startsAt: after.startsAt, endsAt: after.endsAt } },
      });
      if (!ended) return { ok: false, problem: 'alreadyEnded' };
      products.invalidate();
      return { ok: true, sale: view(after) };
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;

import type { AdminSoldCount, SoldCountRequest } from '../../../domain/contracts/admin-promotions';
import { shownSoldCount } from '../../../domain/sold-count';
import type { Actor } from '../audit/audit.repository';
import type { ProductService } from '../products/products.service';
import type { SoldCountRepository, SoldCountSetting } from './sold-count.repository';

/**
 * The sold count a product's page shows, as the owner chooses it. A change clears the product
 * cache, so the landing page shows the new number at once; the real count itself is read with the
 * product (and cached with it for a few seconds: the landing page is hot).
 */
export function createSoldCountService(repository: SoldCountRepository, products: Pick<ProductService, 'invalidate'>, clock: () => Date = () => new Date()) {
  async function view(productId: string, setting: SoldCountSetting): Promise<AdminSoldCount> {
    const real = await repository.real(productId);
    return { productId, mode: setting.mode, fixed: setting.fixed, real, shown: shownSoldCount(setting.mode, setting.fixed, real) };
  }

  return {
    /** The product's choice with the real count now; undefined for an unknown product. */
    async get(productId: string): Promise<AdminSoldCount | undefined> {
      const setting = await repository.find(productId);
      return setting && view(productId, setting);
    },

    /** Sets the mode (and, given, the typed number; otherwise the one typed before stays). */
    async set(productId: string, choice: SoldCountRequest, actor: Actor): Promise<AdminSoldCount | undefined> {
      const before = await repository.find(productId);
      if (!before) return undefined;
      const after: SoldCountSetting = { mode: choice.mode, fixed: choice.fixed ?? before.fixed };
      await repository.set(productId, after, { actor, at: clock().toISOString(), change: { action: 'product.soldCount', entity: 'product', entityId: productId, before, after } });
      products.invalidate();
      return view(productId, after);
    },
  };
}

export type SoldCountService = ReturnType<typeof createSoldCountService>;

/** A sale as the repositories write it: the product's share off from `startsAt` until `endsAt` (ISO 8601). */
export interface SaleRecord {
  id: string;
  productId: string;
  kind: 'limited' | 'flash';
  percentOff: number;
  startsAt: string;
  endsAt: string;
}

import type { ProductPixels } from './tracking';
import type { CurrencyCode } from './money';

/**
 * The product as the domain sees it: everything needed to show it and to price an order.
 * Prices are integer minor units of `currency`. The API's spec-shaped record (spec §3) is mapped
 * from this in one place on the server (src/server/features/products/products.record.ts).
 */
export interface Sku {
  id: string;
  name: string;
  image: string | null;
  /** Crossed-out list price. */
  originalPrice: number;
  /** What the shopper pays per unit (the spec's discountPrice / special price). */
  price: number;
}

export interface ComboComponent {
  skuId: string;
  qty: number;
}

export interface Combo {
  id: string;
  name: string;
  image: string | null;
  originalPrice: number;
  price: number;
  components: readonly ComboComponent[];
}

/** How wide the gallery shows an image: the browser picks the rendition from `srcset` by it. */
export const GALLERY_IMAGE_SIZES = '(min-width: 40rem) 40rem, 100vw';

export interface ProductImage {
  /** Path of the largest rendition; smaller ones are listed in `srcset`. */
  src: string;
  srcset: string;
  width: number;
  height: number;
  alt: string;
}

export interface Review {
  id: string;
  author: string;
  score: number;
  body: string;
  createdAt: string;
  sellerReply: string | null;
  /** Photos the reviewer added (served from /uploads). */
  images: string[];
}

/** Another product of the site, as a card links to it (spec recommendProductDetails). */
export interface ProductCard {
  id: string;
  title: string;
  image: string | null;
  price: number;
  originalPrice: number;
  /** Other choices cost differently: the price reads "from" (see headlinePrice). */
  from?: boolean;
  saleQty: number;
  listedAt: string;
}

/** "Buy 2, 5% off": one tier of a product's quantity discounts. */
export interface QuantityDiscount {
  /** From this many units of the product in the order... */
  minQuantity: number;
  /** ...this percentage off the product's lines. */
  percentOff: number;
}

/** 1: the shopper picks one sku; 2: the product is sold as combo packages. */
export type SaleType = 1 | 2;

export interface Product {
  id: string;
  siteId: string;
  zoneId: number;
  currency: CurrencyCode;
  title: string;
  introductoryTitle: string;
  description: readonly string[];
  banners: readonly ProductImage[];
  logo: string | null;
  saleType: SaleType;
  /** The label of the sku choice ("Colour", "Farbe"). */
  specificationType: string;
  skus: readonly Sku[];
  combos: readonly Combo[];
  /** Sold count shown on the page (spec default 2526). */
  saleQty: number;
  /** Shipping fee per order; 0 is free shipping. */
  freight: number;
  serviceCharge: number;
  remoteAreasPostage: number;
  reviews: readonly Review[];
  reviewCount: number;
  averageScore: number;
  /** "Buy 2, 5% off": tiers by the number of units of this product in an order. */
  quantityDiscounts: readonly QuantityDiscount[];
  /** The most units of it one order may hold (null or absent: MAX_QUANTITY). */
  purchaseLimit?: number | null;
  /** The locale of the texts when they are a translation of the site's (spec multiLocaleSetupProductDetails). */
  textsLocale?: string;
  /** The limited-time or flash sale running when the product was read (none once it has ended). */
  sale?: Sale | null;
  /** Coupons a shopper may claim for it (spec productCouponList). */
  coupons?: readonly ProductCoupon[];
  /** The size chart image (spec productSizeUrl). */
  sizeChart?: string | null;
  /** The product's ad pixels (spec §3 tracking fields). */
  pixels?: ProductPixels;
  /** Other products of the site to show with it (spec recommendProductDetails). */
  recommended?: readonly ProductCard[];
  /** Share of approved reviews scoring 4 or 5, in percent (the reviews' satisfaction). */
  satisfaction?: number;
  /**
   * EU and EEA zones: the lowest headline price of the 30 days before the running sale (or before
   * now), from the price history; null without history. Absent elsewhere.
   */
  lowestPrice30d?: number | null;
}

/** A sale: every unit of the product costs `percentOff` less until `endsAt` (ISO 8601). */
export interface Sale {
  id: string;
  kind: 'limited' | 'flash';
  percentOff: number;
  endsAt: string;
}

/** A coupon: `amount` off an order whose goods reach `threshold` (minor units); with `percentOff`, that share of the goods instead. */
export interface ProductCoupon {
  id: string;
  threshold: number;
  amount: number;
  /** A percent coupon: this share of the goods off (`amount` is then 0). */
  percentOff?: number;
}

/** Whether a sale still runs at `now` (ms). */
export function isSaleRunning(sale: Sale | null | undefined, now: number): sale is Sale {
  return sale !== null && sale !== undefined && Date.parse(sale.endsAt) > now;
}

/** A unit price during a sale: the sale's share off, rounded down to the minor unit. */
export function salePrice(price: number, sale: Sale | null | undefined): number {
  return sale ? price - Math.floor((price * sale.percentOff) / 100) : price;
}

export const DEFAULT_SALE_QTY = 2526;
export const MAX_QUANTITY = 50;

/** A shopper's choice on the landing page or the order form. */
export type Selection = { kind: 'sku'; id: string; quantity: number } | { kind: 'combo'; id: string; quantity: number };

/** What the landing page selects first: the cheapest combo (sold as combos) or sku, the first of equals. */
export function defaultSelection(product: Pick<Product, 'saleType' | 'skus' | 'combos'>): Selection | null {
  const cheapest = <T extends { price: number }>(choices: readonly T[]) => choices.reduce<T | undefined>((best, choice) => (!best || choice.price < best.price ? choice : best), undefined);
  const combo = product.saleType === 2 ? cheapest(product.combos) : undefined;
  if (combo) return { kind: 'combo', id: combo.id, quantity: 1 };
  const sku = cheapest(product.skus);
  return sku ? { kind: 'sku', id: sku.id, quantity: 1 } : null;
}

/** What one unit of a sku or combo costs now: its price with the running sale, and its own crossed-out price. */
export function unitPrice(product: Pick<Product, 'sale'>, choice: Pick<Sku, 'price' | 'originalPrice'>, now?: number): { price: number; originalPrice: number } {
  const sale = now === undefined || isSaleRunning(product.sale, now) ? product.sale : null;
  return { price: salePrice(choice.price, sale), originalPrice: choice.originalPrice };
}

/** A product's headline price, the same wherever it is shown (cards, home, landing page, record). */
export interface HeadlinePrice {
  price: number;
  originalPrice: number;
  /** Other choices cost more: the price reads "from". */
  from: boolean;
}

/**
 * The one pricing of a product in lists and at the top of its page: the sku (or combo) a click
 * lands on, with the running sale applied and that choice's own crossed-out price; "from" when its
 * siblings cost differently.
 */
export function headlinePrice(product: Pick<Product, 'saleType' | 'skus' | 'combos' | 'sale'>, now?: number): HeadlinePrice | null {
  const selection = defaultSelection(product);
  const choice = selection && findChoice(product, selection);
  // Stryker disable next-line LogicalOperator: a default selection is always one of the product's own choices, so with a selection there is a choice
  if (!selection || !choice) return null;
  const siblings: readonly { price: number }[] = selection.kind === 'combo' ? product.combos : product.skus;
  return { ...unitPrice(product, choice, now), from: siblings.some((sibling) => sibling.price !== choice.price) };
}

export function findChoice(product: Pick<Product, 'skus' | 'combos'>, selection: Pick<Selection, 'kind' | 'id'>): Sku | Combo | undefined {
  return selection.kind === 'sku'
    ? product.skus.find((sku) => sku.id === selection.id)
    : product.combos.find((combo) => combo.id === selection.id);
}

/**
 * The most units of a product one order may hold: the owner's purchase limit, never more than
 * the shop's MAX_QUANTITY. The steppers stop at it and the server refuses an order over it.
 */
export function maxQuantity(product: Pick<Product, 'purchaseLimit'> | null | undefined): number {
  const limit = product?.purchaseLimit;
  return limit && Number.isInteger(limit) && limit >= 1 ? Math.min(MAX_QUANTITY, limit) : MAX_QUANTITY;
}

/** A typed quantity brought within 1..max, and which limit it was brought to (null: none), so the shopper can be told. */
export function limitQuantity(typed: number, max: number = MAX_QUANTITY): { quantity: number; limited: 'min' | 'max' | null } {
  const quantity = clampQuantity(typed, max);
  return { quantity, limited: quantity === Math.trunc(typed) ? null : typed > max ? 'max' : 'min' };
}

export function clampQuantity(quantity: number, max: number = MAX_QUANTITY): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(max, Math.max(1, Math.trunc(quantity)));
}

/** Which way a quantity may still move within 1 to max (the steppers' buttons where no machine answers). */
export function quantityLimits(quantity: number, max: number = MAX_QUANTITY): { canDecrease: boolean; canIncrease: boolean } {
  return { canDecrease: quantity > 1, canIncrease: quantity < max };
}

/** The cheapest way to buy the product: the "from" price on the landing page. */
export function lowestPrice(product: Pick<Product, 'skus' | 'combos'>): { price: number; originalPrice: number } | null {
  const choices = [...product.skus, ...product.combos];
  if (choices.length === 0) return null;
  const cheapest = choices.reduce((best, choice) => (choice.price < best.price ? choice : best));
  return { price: cheapest.price, originalPrice: cheapest.originalPrice };
}

/** The saving against the crossed-out price, in whole percent (0 when there is none). */
export function percentOff(price: number, originalPrice: number): number {
  return originalPrice > price && originalPrice > 0 ? Math.round(((originalPrice - price) / originalPrice) * 100) : 0;
}

/** The selection after the shopper picks `kind`/`id`: the quantity stays; an unknown id changes nothing. */
export function choose(product: Pick<Product, 'skus' | 'combos'>, current: Selection | null, kind: Selection['kind'], id: string): Selection | null {
  const candidate: Selection = { kind, id, quantity: current?.quantity ?? 1 };
  return findChoice(product, candidate) ? candidate : current;
}

/** The selection with a new quantity, clamped to 1..max (the product's maxQuantity). */
export function withQuantity(current: Selection | null, quantity: number, max: number = MAX_QUANTITY): Selection | null {
  return current && { ...current, quantity: clampQuantity(quantity, max) };
}

import { PRODUCT_ID_PATTERN, productDraftRequest, type ProductDraft } from './contracts/admin-catalog';
import { CURRENCIES, toMinor, type CurrencyCode } from './money';
import { MAX_QUANTITY } from './product';

/**
 * The back office's product editor as typed: every amount a string in the site's currency's major
 * unit ("49,99" for PLN, "690" for TWD), description paragraphs separated by blank lines. One pure
 * reading turns it into the draft POST /admin/api/products takes (productDraftRequest, amounts in
 * minor units), or says which fields are wrong; the editor's machine and its views ask this, and
 * the server checks the draft again with the same zod schema.
 */
export interface ChoiceForm {
  /** The stored sku's or combo's id when editing (kept, so orders and carts still name it); absent: new. */
  id?: string;
  name: string;
  price: string;
  originalPrice: string;
  image: string | null;
}

export interface ComboForm extends ChoiceForm {
  /** How many of each sku (by index) the package holds; 0 or missing: none. */
  parts: Record<number, number>;
}

export interface BannerForm {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** "Buy {minQuantity}, {percentOff}% off", as typed. */
export interface DiscountForm {
  minQuantity: string;
  percentOff: string;
}

export interface ProductForm {
  /** The page address (/{id}); empty: made by the server. */
  id: string;
  title: string;
  introductoryTitle: string;
  description: string;
  specificationType: string;
  saleType: 1 | 2;
  skus: ChoiceForm[];
  combos: ComboForm[];
  banners: BannerForm[];
  freight: string;
  serviceCharge: string;
  remoteAreasPostage: string;
  saleQty: string;
  /** Quantity discounts, as typed (the server keeps them in order of quantity). */
  discounts: DiscountForm[];
  /** The most units one order may hold; empty: the shop's own limit. */
  purchaseLimit: string;
  /** Other products of the site to show with it, in the order picked; none: the newest others. */
  recommendedIds: string[];
  /** Whether the site's home page sells it. */
  siteDefault: boolean;
}

export type ProductFormField = Exclude<keyof ProductForm, 'skus' | 'combos' | 'banners' | 'saleType' | 'discounts' | 'recommendedIds' | 'siteDefault'>;
export type DiscountField = keyof DiscountForm;
export type ChoiceField = Exclude<keyof ChoiceForm, 'image'>;

/** What is wrong with a field: a key of the back office's catalog (`catalog.problem.<key>`). */
export type ProductFormProblem = 'required' | 'amount' | 'count' | 'address' | 'noSku' | 'noCombo' | 'noParts' | 'invalid' | 'limit' | 'discountQuantity' | 'percent' | 'duplicate';

/** Problems by field path, as the server names them without `body.`: `title`, `skus.0.price`, `combos`. */
export type ProductFormIssues = Record<string, ProductFormProblem>;

export const SKUS_MAX = 30;
export const COMBOS_MAX = 30;
export const BANNERS_MAX = 20;
export const DISCOUNTS_MAX = 5;

export const emptyChoice = (): ChoiceForm => ({ name: '', price: '', originalPrice: '', image: null });

export function emptyProductForm(): ProductForm {
  return {
    id: '',
    title: '',
    introductoryTitle: '',
    description: '',
    specificationType: '',
    saleType: 1,
    skus: [emptyChoice()],
    combos: [],
    banners: [],
    freight: '0',
    serviceCharge: '0',
    remoteAreasPostage: '0',
    saleQty: '0',
    discounts: [],
    purchaseLimit: '',
    recommendedIds: [],
    siteDefault: false,
  };
}

/** A stored product's draft as the editor shows it: amounts in the site's major unit, ids kept. */
export function formFromDraft(draft: ProductDraft, currency: CurrencyCode): ProductForm {
  const amount = (minor: number) => formatMajorAmount(minor, currency);
  const choice = (value: ProductDraft['skus'][number]): ChoiceForm => ({ ...(value.id ? { id: value.id } : {}), name: value.name, price: amount(value.price), originalPrice: value.originalPrice === value.price ? '' : amount(value.originalPrice), image: value.image ?? null });
  return {
    id: draft.id ?? '',
    title: draft.title,
    introductoryTitle: draft.introductoryTitle,
    description: draft.description.join('\n\n'),
    specificationType: draft.specificationType,
    saleType: draft.saleType,
    skus: draft.skus.map(choice),
    combos: draft.combos.map((combo) => ({ ...choice(combo), parts: Object.fromEntries(combo.components.map((part) => [part.sku, part.qty])) })),
    banners: draft.banners.map((banner) => ({ src: banner.src, alt: banner.alt, width: banner.width, height: banner.height })),
    freight: amount(draft.freight),
    serviceCharge: amount(draft.serviceCharge),
    remoteAreasPostage: amount(draft.remoteAreasPostage),
    saleQty: String(draft.saleQty),
    discounts: draft.quantityDiscounts.map((tier) => ({ minQuantity: String(tier.minQuantity), percentOff: String(tier.percentOff) })),
    purchaseLimit: draft.purchaseLimit === null ? '' : String(draft.purchaseLimit),
    recommendedIds: [...draft.recommendedIds],
    siteDefault: draft.siteDefault ?? false,
  };
}

/**
 * An amount typed in major units to minor units, or null when it is not one. Spaces group digits;
 * of "," and "." the last one is the decimal mark when the digits after it fit the currency
 * ("49,99" zł, "1.299,00" zł), otherwise it groups thousands ("1,590" NT$).
 */
export function parseMajorAmount(typed: string, currency: CurrencyCode): number | null {
  const compact = typed.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const mark = Math.max(compact.lastIndexOf(','), compact.lastIndexOf('.'));
  const { exponent } = CURRENCIES[currency];
  let normal = compact;
  if (mark >= 0) {
    const fraction = compact.slice(mark + 1);
    const whole = compact.slice(0, mark).replace(/[.,]/g, '');
    normal = fraction.length <= exponent && fraction.length > 0 ? `${whole}.${fraction}` : compact.replace(/[.,]/g, '');
  }
  try {
    const minor = toMinor(normal, currency);
    return Number.isSafeInteger(minor) && minor <= 100_000_000_000 ? minor : null;
  } catch {
    return null;
  }
}

/** Minor units back to what an owner would type (no grouping, a "," or "." decimal mark as the locale writes it). */
export function formatMajorAmount(minor: number, currency: CurrencyCode, decimalMark: ',' | '.' = '.'): string {
  const { exponent } = CURRENCIES[currency];
  if (exponent === 0) return String(minor);
  const whole = Math.trunc(minor / 10 ** exponent);
  const fraction = String(minor % 10 ** exponent).padStart(exponent, '0');
  return /^0+$/.test(fraction) ? String(whole) : `${whole}${decimalMark}${fraction}`;
}

export type ProductFormReading = { ok: true; draft: ProductDraft } | { ok: false; issues: ProductFormIssues };

/** Reads the form as the draft for `siteId`, or every problem by its field. */
export function readProductForm(form: ProductForm, siteId: string, currency: CurrencyCode): ProductFormReading {
  const issues: ProductFormIssues = {};
  const amount = (field: string, typed: string): number => {
    if (typed.trim() === '') {
      issues[field] = 'required';
      return 0;
    }
    const minor = parseMajorAmount(typed, currency);
    if (minor === null) issues[field] = 'amount';
    return minor ?? 0;
  };
  const required = (field: string, typed: string): string => {
    if (typed.trim() === '') issues[field] = 'required';
    // Stryker disable next-line MethodExpression: the draft schema (productDraftRequest) trims these texts again
    return typed.trim();
  };
  const choice = (path: string, value: ChoiceForm) => {
    const price = amount(`${path}.price`, value.price);
    const originalPrice = value.originalPrice.trim() === '' ? price : amount(`${path}.originalPrice`, value.originalPrice);
    return { ...(value.id ? { id: value.id } : {}), name: required(`${path}.name`, value.name), price, originalPrice, ...(value.image ? { image: value.image } : {}) };
  };

  const id = form.id.trim();
  if (id !== '' && !PRODUCT_ID_PATTERN.test(id)) issues.id = 'address';
  const title = required('title', form.title);
  if (form.skus.length === 0) issues.skus = 'noSku';
  const skus = form.skus.map((sku, index) => choice(`skus.${index}`, sku));
  const combos = form.saleType === 2 ? form.combos.map((combo, index) => {
    const components = Object.entries(combo.parts)
      .map(([sku, qty]) => ({ sku: Number(sku), qty }))
      .filter((part) => part.qty > 0 && part.sku < form.skus.length);
    if (components.length === 0) issues[`combos.${index}.components`] = 'noParts';
    return { ...choice(`combos.${index}`, combo), components };
  }) : [];
  if (form.saleType === 2 && combos.length === 0) issues.combos = 'noCombo';
  const whole = (field: string, typed: string, min: number, max: number, problem: ProductFormProblem): number => {
    const value = /^\d{1,6}$/.test(typed.trim()) ? Number(typed.trim()) : NaN;
    if (!(value >= min && value <= max)) issues[field] = problem;
    return Number.isNaN(value) ? 0 : value;
  };
  const purchaseLimit = form.purchaseLimit.trim() === '' ? null : whole('purchaseLimit', form.purchaseLimit, 1, MAX_QUANTITY, 'limit');
  const quantityDiscounts = form.discounts.map((tier, index) => ({
    minQuantity: whole(`quantityDiscounts.${index}.minQuantity`, tier.minQuantity, 2, MAX_QUANTITY, 'discountQuantity'),
    percentOff: whole(`quantityDiscounts.${index}.percentOff`, tier.percentOff, 1, 99, 'percent'),
  }));
  quantityDiscounts.forEach((tier, index) => {
    if (quantityDiscounts.findIndex((other) => other.minQuantity === tier.minQuantity) !== index) issues[`quantityDiscounts.${index}.minQuantity`] ??= 'duplicate';
  });
  const saleQty = form.saleQty.trim() === '' ? 0 : /^\d{1,9}$/.test(form.saleQty.trim()) ? Number(form.saleQty.trim()) : (issues.saleQty = 'count', 0);

  const draft = {
    siteId,
    ...(id ? { id } : {}),
    title,
    // Stryker disable next-line MethodExpression: the draft schema trims it again
    introductoryTitle: form.introductoryTitle.trim(),
    description: form.description.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean),
    // Stryker disable next-line MethodExpression: the draft schema trims it again
    specificationType: form.specificationType.trim(),
    saleType: form.saleType,
    skus,
    combos,
    banners: form.banners.map((banner) => ({ src: banner.src, alt: banner.alt.trim(), width: banner.width, height: banner.height })),
    freight: amount('freight', form.freight),
    serviceCharge: amount('serviceCharge', form.serviceCharge),
    remoteAreasPostage: amount('remoteAreasPostage', form.remoteAreasPostage),
    saleQty,
    quantityDiscounts,
    purchaseLimit,
    recommendedIds: form.recommendedIds,
    siteDefault: form.siteDefault,
  };
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  // The server's own schema last: lengths and limits the fields above do not check.
  const parsed = productDraftRequest.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) issues[issue.path.join('.') || 'form'] ??= 'invalid';
    return { ok: false, issues };
  }
  return { ok: true, draft: parsed.data };
}

/** The server's issue fields (`body.skus.0.price`) as the form names them (`skus.0.price`). */
export function formFieldOf(serverField: string): string {
  return serverField.replace(/^body\.?/, '') || 'form';
}

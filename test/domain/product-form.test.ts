import { describe, expect, it } from 'vitest';
import type { ProductDraft } from '../../src/domain/contracts/admin-catalog';
import { emptyChoice, emptyProductForm, formatMajorAmount, formFieldOf, formFromDraft, parseMajorAmount, readProductForm, type ProductForm } from '../../src/domain/product-form';

/** A product as an owner fills the editor in, in złoty. */
const typed = (changes: Partial<ProductForm> = {}): ProductForm => ({
  ...emptyProductForm(),
  id: 'bottle-classic',
  title: '  Termos AquaLite  ',
  introductoryTitle: ' Trzyma zimno 24 h ',
  description: 'Pierwszy akapit.\n\n  Drugi akapit.  \n \nTrzeci.\n\n\n',
  specificationType: ' Kolor ',
  skus: [
    { name: ' Niebieski ', price: '49,99', originalPrice: '', image: '/uploads/blue.webp' },
    { id: 'coral-stored', name: 'Koralowy', price: '59,99', originalPrice: '99', image: null },
  ],
  banners: [{ src: '/uploads/hero.webp', alt: '  Termosy  ', width: 960, height: 720 }],
  freight: '9,99',
  serviceCharge: '0',
  remoteAreasPostage: '15',
  saleQty: ' 2526 ',
  discounts: [{ minQuantity: '2', percentOff: '5' }, { minQuantity: ' 3 ', percentOff: '10' }],
  purchaseLimit: ' 4 ',
  recommendedIds: ['mug-classic'],
  siteDefault: true,
  ...changes,
});

const issuesOf = (form: ProductForm) => {
  const reading = readProductForm(form, 'site-pl', 'PLN');
  return reading.ok ? {} : reading.issues;
};

describe('an amount as an owner types it', () => {
  it('reads the last comma or point as the decimal mark when the digits after it fit the currency', () => {
    expect(parseMajorAmount('49,99', 'PLN')).toBe(4999);
    expect(parseMajorAmount('49.9', 'PLN')).toBe(4990);
    expect(parseMajorAmount('1.299,00', 'PLN')).toBe(129900);
    expect(parseMajorAmount('1,299.5', 'EUR')).toBe(129950);
  });

  it('reads a comma or point followed by more digits than the currency has as grouping', () => {
    expect(parseMajorAmount('1,590', 'TWD')).toBe(159000);
    expect(parseMajorAmount('1.000.000', 'PLN')).toBe(100000000);
    expect(parseMajorAmount('1,000', 'JPY')).toBe(1000);
    expect(parseMajorAmount('12.', 'PLN')).toBe(1200);
  });

  it('takes spaces, non-breaking spaces and apostrophes as grouping', () => {
    expect(parseMajorAmount(' 1 590 ', 'TWD')).toBe(159000);
    expect(parseMajorAmount('1\u00a0590\u202f000', 'JPY')).toBe(1590000);
    expect(parseMajorAmount("1'590", 'JPY')).toBe(1590);
  });

  it('is no amount with letters, a sign, no leading digit, or over a billion', () => {
    expect(parseMajorAmount('', 'PLN')).toBeNull();
    expect(parseMajorAmount('49 zł', 'PLN')).toBeNull();
    expect(parseMajorAmount('zł49', 'PLN')).toBeNull();
    expect(parseMajorAmount('-5', 'PLN')).toBeNull();
    expect(parseMajorAmount(',50', 'PLN')).toBeNull();
    expect(parseMajorAmount('1000000000', 'PLN')).toBe(100_000_000_000);
    expect(parseMajorAmount('1000000000,01', 'PLN')).toBeNull();
    expect(parseMajorAmount('99999999999999999999', 'JPY')).toBeNull();
  });

  it('is written back without grouping, with the decimals only when there are some', () => {
    expect(formatMajorAmount(4999, 'PLN')).toBe('49.99');
    expect(formatMajorAmount(4999, 'PLN', ',')).toBe('49,99');
    expect(formatMajorAmount(4900, 'PLN')).toBe('49');
    expect(formatMajorAmount(4905, 'PLN')).toBe('49.05');
    expect(formatMajorAmount(4950, 'PLN')).toBe('49.50');
    expect(formatMajorAmount(5, 'EUR')).toBe('0.05');
    expect(formatMajorAmount(0, 'EUR')).toBe('0');
    expect(formatMajorAmount(1590, 'JPY')).toBe('1590');
    expect(formatMajorAmount(159000, 'TWD')).toBe('1590');
  });
});

describe('reading the product editor', () => {
  it('starts empty with one sku to fill and nothing charged', () => {
    expect(emptyProductForm()).toEqual({
      id: '', title: '', introductoryTitle: '', description: '', specificationType: '', saleType: 1,
      skus: [{ name: '', price: '', originalPrice: '', image: null }], combos: [], banners: [],
      freight: '0', serviceCharge: '0', remoteAreasPostage: '0', saleQty: '0', discounts: [], purchaseLimit: '', recommendedIds: [], siteDefault: false,
    });
    expect(issuesOf(emptyProductForm())).toEqual({ title: 'required', 'skus.0.name': 'required', 'skus.0.price': 'required' });
  });

  it('gives the draft in minor units, texts trimmed, paragraphs split at blank lines', () => {
    const reading = readProductForm(typed(), 'site-pl', 'PLN');
    expect(reading).toEqual({
      ok: true,
      draft: {
        siteId: 'site-pl',
        id: 'bottle-classic',
        title: 'Termos AquaLite',
        introductoryTitle: 'Trzyma zimno 24 h',
        description: ['Pierwszy akapit.', 'Drugi akapit.', 'Trzeci.'],
        specificationType: 'Kolor',
        saleType: 1,
        skus: [
          { name: 'Niebieski', price: 4999, originalPrice: 4999, image: '/uploads/blue.webp' },
          { id: 'coral-stored', name: 'Koralowy', price: 5999, originalPrice: 9900 },
        ],
        combos: [],
        banners: [{ src: '/uploads/hero.webp', alt: 'Termosy', width: 960, height: 720 }],
        freight: 999,
        serviceCharge: 0,
        remoteAreasPostage: 1500,
        saleQty: 2526,
        quantityDiscounts: [{ minQuantity: 2, percentOff: 5 }, { minQuantity: 3, percentOff: 10 }],
        purchaseLimit: 4,
        recommendedIds: ['mug-classic'],
        siteDefault: true,
      },
    });
  });

  it('leaves the page address, the sold count and the purchase limit to the shop when empty', () => {
    const reading = readProductForm(typed({ id: '  ', saleQty: ' ', purchaseLimit: ' ' }), 'site-pl', 'PLN');
    expect(reading.ok && reading.draft).toMatchObject({ saleQty: 0, purchaseLimit: null });
    expect(reading.ok && 'id' in reading.draft).toBe(false);
  });

  it('names a page address that is not one, a missing title and a missing sku', () => {
    expect(issuesOf(typed({ id: 'Bottle Classic' }))).toEqual({ id: 'address' });
    expect(issuesOf(typed({ title: '   ' }))).toEqual({ title: 'required' });
    expect(issuesOf(typed({ skus: [] }))).toEqual({ skus: 'noSku' });
  });

  it('names each price that is empty or no amount, where it is', () => {
    const skus = [{ ...emptyChoice(), name: 'Blue', price: ' ' }, { ...emptyChoice(), name: 'Coral', price: 'cheap', originalPrice: 'dear' }];
    expect(issuesOf(typed({ skus, freight: '', serviceCharge: 'x', remoteAreasPostage: '1,5,5' }))).toEqual({
      'skus.0.price': 'required',
      'skus.1.price': 'amount',
      'skus.1.originalPrice': 'amount',
      freight: 'required',
      serviceCharge: 'amount',
    });
  });

  it('takes a crossed-out price of only spaces as none, and names a wrong combo price and outlying-area postage where they are', () => {
    const reading = readProductForm(typed({ skus: [{ name: 'Niebieski', price: '49,99', originalPrice: '   ', image: null }] }), 'site-pl', 'PLN');
    expect(reading.ok && reading.draft.skus).toEqual([{ name: 'Niebieski', price: 4999, originalPrice: 4999 }]);
    const combos = [{ name: 'Rodzinny', price: ' ', originalPrice: 'x', image: null, parts: { 0: 1 } }];
    expect(issuesOf(typed({ saleType: 2, combos, remoteAreasPostage: 'far' }))).toEqual({ 'combos.0.price': 'required', 'combos.0.originalPrice': 'amount', remoteAreasPostage: 'amount' });
  });

  it('names a sku name too long by its place, as the server would', () => {
    expect(issuesOf(typed({ skus: [{ name: 'n'.repeat(101), price: '10', originalPrice: '', image: null }] }))).toEqual({ 'skus.0.name': 'invalid' });
  });

  it('names a sold count, a purchase limit or a discount out of its range', () => {
    expect(issuesOf(typed({ saleQty: '12a' }))).toEqual({ saleQty: 'count' });
    expect(issuesOf(typed({ saleQty: '1234567890' }))).toEqual({ saleQty: 'count' });
    expect(issuesOf(typed({ purchaseLimit: '0' }))).toEqual({ purchaseLimit: 'limit' });
    expect(issuesOf(typed({ purchaseLimit: '51' }))).toEqual({ purchaseLimit: 'limit' });
    expect(issuesOf(typed({ purchaseLimit: 'two' }))).toEqual({ purchaseLimit: 'limit' });
    expect(issuesOf(typed({ purchaseLimit: '1' }))).toEqual({});
    expect(issuesOf(typed({ purchaseLimit: '50' }))).toEqual({});
    expect(issuesOf(typed({ discounts: [{ minQuantity: '1', percentOff: '0' }] }))).toEqual({ 'quantityDiscounts.0.minQuantity': 'discountQuantity', 'quantityDiscounts.0.percentOff': 'percent' });
    expect(issuesOf(typed({ discounts: [{ minQuantity: '51', percentOff: '100' }] }))).toEqual({ 'quantityDiscounts.0.minQuantity': 'discountQuantity', 'quantityDiscounts.0.percentOff': 'percent' });
    expect(issuesOf(typed({ discounts: [{ minQuantity: '50', percentOff: '99' }, { minQuantity: '2', percentOff: '1' }] }))).toEqual({});
    expect(issuesOf(typed({ discounts: [{ minQuantity: '1234567', percentOff: '5' }] }))).toEqual({ 'quantityDiscounts.0.minQuantity': 'discountQuantity' });
  });

  it('names the second of two discounts starting at the same quantity, not the first', () => {
    expect(issuesOf(typed({ discounts: [{ minQuantity: '3', percentOff: '5' }, { minQuantity: '2', percentOff: '8' }, { minQuantity: '3', percentOff: '10' }] }))).toEqual({ 'quantityDiscounts.2.minQuantity': 'duplicate' });
    expect(issuesOf(typed({ discounts: [{ minQuantity: '1', percentOff: '5' }, { minQuantity: '1', percentOff: '8' }] }))).toEqual({
      'quantityDiscounts.0.minQuantity': 'discountQuantity',
      'quantityDiscounts.1.minQuantity': 'discountQuantity',
    });
  });

  it('sells combos of the skus it has, in the numbers typed', () => {
    const combos = [{ name: 'Rodzinny', price: '149', originalPrice: '199,99', image: null, parts: { 0: 2, 1: 1, 2: 5, 3: 0 } }];
    const reading = readProductForm(typed({ saleType: 2, combos }), 'site-pl', 'PLN');
    expect(reading.ok && reading.draft.combos).toEqual([{ name: 'Rodzinny', price: 14900, originalPrice: 19999, components: [{ sku: 0, qty: 2 }, { sku: 1, qty: 1 }] }]);
  });

  it('names a combo product without combos and a combo without parts', () => {
    expect(issuesOf(typed({ saleType: 2, combos: [] }))).toEqual({ combos: 'noCombo' });
    expect(issuesOf(typed({ saleType: 2, combos: [{ name: 'Pusty', price: '10', originalPrice: '', image: null, parts: { 0: 0, 5: 2 } }] }))).toEqual({ 'combos.0.components': 'noParts' });
    expect(issuesOf(typed({ saleType: 1, combos: [{ name: 'Pusty', price: '', originalPrice: '', image: null, parts: {} }] }))).toEqual({});
  });

  it('names what only the server’s rules refuse, by its field', () => {
    expect(issuesOf(typed({ title: 't'.repeat(201) }))).toEqual({ title: 'invalid' });
    expect(issuesOf(typed({ recommendedIds: ['bottle-classic'] }))).toEqual({ recommendedIds: 'invalid' });
  });

  it('shows a stored product as it was typed, and reads it back unchanged', () => {
    const draft: ProductDraft = {
      siteId: 'site-pl',
      id: 'bottle-classic',
      title: 'Termos',
      introductoryTitle: 'Zimno',
      description: ['Jeden.', 'Dwa.'],
      specificationType: 'Kolor',
      saleType: 2,
      skus: [{ id: 'blue', name: 'Niebieski', price: 4999, originalPrice: 4999, image: '/uploads/blue.webp' }, { name: 'Koralowy', price: 5900, originalPrice: 9999 }],
      combos: [{ id: 'family', name: 'Rodzinny', price: 14900, originalPrice: 19900, components: [{ sku: 0, qty: 2 }, { sku: 1, qty: 1 }] }],
      banners: [{ src: '/uploads/hero.webp', alt: 'Termosy', width: 960, height: 720 }],
      freight: 999,
      serviceCharge: 100,
      remoteAreasPostage: 1505,
      saleQty: 120,
      quantityDiscounts: [{ minQuantity: 2, percentOff: 5 }],
      purchaseLimit: 6,
      recommendedIds: ['mug-classic'],
      siteDefault: true,
    };
    const form = formFromDraft(draft, 'PLN');
    expect(form).toMatchObject({
      id: 'bottle-classic',
      description: 'Jeden.\n\nDwa.',
      skus: [{ id: 'blue', name: 'Niebieski', price: '49.99', originalPrice: '', image: '/uploads/blue.webp' }, { name: 'Koralowy', price: '59', originalPrice: '99.99', image: null }],
      combos: [{ id: 'family', parts: { 0: 2, 1: 1 } }],
      freight: '9.99',
      serviceCharge: '1',
      remoteAreasPostage: '15.05',
      saleQty: '120',
      discounts: [{ minQuantity: '2', percentOff: '5' }],
      purchaseLimit: '6',
      siteDefault: true,
    });
    expect('id' in form.skus[1]!).toBe(false);
    expect(readProductForm(form, 'site-pl', 'PLN')).toEqual({ ok: true, draft });
  });

  it('shows a product without an address, limit or home-page choice with those fields empty', () => {
    const draft: ProductDraft = { siteId: 'site-pl', title: 'Kubek', introductoryTitle: '', description: [], specificationType: '', saleType: 1, skus: [{ name: 'Biały', price: 2000, originalPrice: 2000 }], combos: [], banners: [], freight: 0, serviceCharge: 0, remoteAreasPostage: 0, saleQty: 0, quantityDiscounts: [], purchaseLimit: null, recommendedIds: [] };
    expect(formFromDraft(draft, 'PLN')).toMatchObject({ id: '', purchaseLimit: '', siteDefault: false, recommendedIds: [] });
  });

  it('names a field the server refused as the form does', () => {
    expect(formFieldOf('body.skus.0.price')).toBe('skus.0.price');
    expect(formFieldOf('body')).toBe('form');
    expect(formFieldOf('body.')).toBe('form');
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('somebody.title')).toBe('somebody.title');
  });
});

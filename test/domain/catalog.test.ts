import { describe, expect, it } from 'vitest';
import { catalogQuery, catalogSearch, pageCount } from '../../src/domain/catalog';

describe('the product list’s address', () => {
  it('reads the sort, page size, page and search words a shopper chose', () => {
    expect(catalogQuery('?sort=priceAsc&size=48&page=3&q=%20bottle%20')).toEqual({ sort: 'priceAsc', size: 48, page: 3, q: 'bottle' });
    expect(catalogQuery('sort=old&size=72&page=10000')).toEqual({ sort: 'old', size: 72, page: 10000, q: '' });
  });

  it('falls back to the newest first, 24 a page, the first page, for anything odd', () => {
    expect(catalogQuery('')).toEqual({ sort: 'new', size: 24, page: 1, q: '' });
    expect(catalogQuery('?sort=cheapest&size=50&page=0')).toEqual({ sort: 'new', size: 24, page: 1, q: '' });
    expect(catalogQuery('?page=2.5')).toMatchObject({ page: 1 });
    expect(catalogQuery('?page=-2')).toMatchObject({ page: 1 });
    expect(catalogQuery('?page=10001')).toMatchObject({ page: 1 });
    expect(catalogQuery('?page=1')).toMatchObject({ page: 1 });
  });

  it('keeps at most 100 characters of search words', () => {
    expect(catalogQuery(`?q=${'a'.repeat(120)}`).q).toBe('a'.repeat(100));
  });

  it('is written leaving out what is the default', () => {
    expect(catalogSearch({ sort: 'new', size: 24, page: 1, q: '' })).toBe('');
    expect(catalogSearch({})).toBe('');
    expect(catalogSearch({ q: 'cold bottle', sort: 'priceDesc', size: 72, page: 2 })).toBe('?q=cold+bottle&sort=priceDesc&size=72&page=2');
    expect(catalogSearch({ sort: 'old' })).toBe('?sort=old');
    expect(catalogSearch({ size: 48 })).toBe('?size=48');
    expect(catalogSearch({ page: 2 })).toBe('?page=2');
  });
});

describe('the number of pages of the list', () => {
  it('is enough for every product, and one when there is none', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(100, 48)).toBe(3);
  });
});

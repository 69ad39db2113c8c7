import { describe, expect, it } from 'vitest';
import { productSummary } from '../../../../src/server/features/pages/pages.render';

const product = { title: 'Butelka', introductoryTitle: '', description: [] as string[] };

describe('the description a search result shows of a product', () => {
  it('is the product’s introduction when the owner wrote one', () => {
    expect(productSummary({ ...product, introductoryTitle: ' Ciepłe przez 12 godzin ', description: ['Stal.'] }, 'Sklep')).toBe('Ciepłe przez 12 godzin');
  });

  it('is the first paragraph of the description when there is no introduction, its spaces tidied', () => {
    expect(productSummary({ ...product, description: ['  ', 'Stal   nierdzewna,\n500 ml.', 'Drugi akapit.'] }, 'Sklep')).toBe('Stal nierdzewna, 500 ml.');
  });

  it('cuts a long paragraph at a word, under 160 characters, and says so with an ellipsis', () => {
    const long = 'Butelka termiczna ze stali nierdzewnej '.repeat(8);
    const summary = productSummary({ ...product, description: [long] }, 'Sklep');
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('…')).toBe(true);
    expect(long.startsWith(summary.slice(0, -1))).toBe(true);
    expect(summary.slice(0, -1).endsWith(' ')).toBe(false);
  });

  it('is the title and the shop’s name when the owner wrote neither', () => {
    expect(productSummary(product, 'Sklep AquaLite')).toBe('Butelka | Sklep AquaLite');
  });
});

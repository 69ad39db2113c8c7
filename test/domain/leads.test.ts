import { describe, expect, it } from 'vitest';
import { LEAD_DEBOUNCE_MS, LEAD_DAYS, LEAD_QUIET_MINUTES, leadPingOf, leadsAllowed } from '../../src/domain/leads';
import type { OrderLine } from '../../src/domain/pricing';
import { requireZone } from '../../src/domain/zones';

const taiwan = requireZone(1);
const germany = requireZone(34);
const lines: OrderLine[] = [{ productId: 'p1', kind: 'sku', id: 's1', quantity: 2 }];
const recipient = { phone: '0912 345 678', name: '', firstName: '', lastName: '' };

describe('the abandoned-form ping of the order form', () => {
  it('sends the phone as typed and what the shopper chose once the phone is a valid mobile', () => {
    expect(leadPingOf(taiwan, { productId: 'p1', lines, recipient })).toEqual({ productId: 'p1', phone: '0912 345 678', lines });
  });

  it('sends nothing while the phone is not a valid mobile of the zone', () => {
    expect(leadPingOf(taiwan, { productId: 'p1', lines, recipient: { ...recipient, phone: '0912' } })).toBeNull();
    expect(leadPingOf(taiwan, { productId: 'p1', lines, recipient: { ...recipient, phone: '02-2345-6789' } })).toBeNull();
  });

  it('sends nothing while nothing is chosen', () => {
    expect(leadPingOf(taiwan, { productId: 'p1', lines: [], recipient })).toBeNull();
  });

  it('sends the name typed, tidied and cut to the name’s limit', () => {
    const ping = leadPingOf(taiwan, { productId: 'p1', lines, recipient: { ...recipient, name: '  王  小明 ', firstName: 'ignored', lastName: 'ignored' } });
    expect(ping?.name).toBe('王 小明');
    const long = leadPingOf(taiwan, { productId: 'p1', lines, recipient: { ...recipient, name: 'x'.repeat(80) } });
    expect(long?.name).toBe('x'.repeat(50));
  });

  it('joins first and last name where the zone asks for them apart', () => {
    const ping = leadPingOf(germany, { productId: 'p9', lines, recipient: { phone: '01512 3456789', name: 'ignored', firstName: 'Anna', lastName: 'Schmidt' } });
    expect(ping).toEqual({ productId: 'p9', phone: '01512 3456789', name: 'Anna Schmidt', lines });
  });

  it('leaves the name out when none is typed', () => {
    const ping = leadPingOf(germany, { productId: 'p9', lines, recipient: { phone: '01512 3456789', name: 'Anna', firstName: ' ', lastName: '' } });
    expect(ping).not.toHaveProperty('name');
  });

  it('sends only the product, kind, id and quantity of each line', () => {
    const extra = [{ productId: 'p1', kind: 'combo', id: 'c1', quantity: 1, unitPrice: 990, name: 'Set' }] as unknown as OrderLine[];
    expect(leadPingOf(taiwan, { productId: 'p1', lines: extra, recipient })?.lines).toEqual([{ productId: 'p1', kind: 'combo', id: 'c1', quantity: 1 }]);
  });
});

describe('whether the form may send leads', () => {
  it('sends them once consent is granted, or where none is asked', () => {
    expect(leadsAllowed('granted')).toBe(true);
    expect(leadsAllowed('notRequired')).toBe(true);
  });

  it('sends none while consent is asked or after it was refused', () => {
    expect(leadsAllowed('asking')).toBe(false);
    expect(leadsAllowed('denied')).toBe(false);
  });

  it('waits for a quiet form, keeps leads a month and pings after two quiet seconds', () => {
    expect([LEAD_QUIET_MINUTES, LEAD_DAYS, LEAD_DEBOUNCE_MS]).toEqual([30, 30, 2_000]);
  });
});

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../../machines/checkout.machine';
import { orderLookupMachine } from '../../machines/order-lookup.machine';
import { machineDiagram } from '../../scripts/machine-diagram';

const DIAGRAMS = [
  {
    file: 'checkout.md',
    machine: checkoutMachine,
    title: 'Checkout',
    summary: 'A shopper picks a sku or combo and a quantity, fills the recipient form and places the order. A network failure keeps everything typed and offers a retry with the same idempotency key; a refusal by the server returns to the form.',
  },
  {
    file: 'order-lookup.md',
    machine: orderLookupMachine,
    title: 'Order lookup',
    summary: 'A shopper (or support staff on the phone with one) types an order number, and the phone number for full details, and searches.',
  },
];

const dir = join(process.cwd(), 'docs', 'machines');

describe('the machine diagrams in docs/machines', () => {
  it.each(DIAGRAMS)('are current for $title (run `npm run diagrams` after changing a machine)', ({ file, machine, title, summary }) => {
    const generated = machineDiagram(machine, title, summary);
    const path = join(dir, file);
    if (process.env.UPDATE_DIAGRAMS === '1') {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path, generated);
    }
    expect(readFileSync(path, 'utf8')).toBe(generated);
  });
});

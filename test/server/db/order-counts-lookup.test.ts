import { describe, expect, it } from 'vitest';
import { sqliteAfterMigration } from '../../helpers/query-plan';

// Migration 0027: SQLite took the site's (site_id, created_at) index for an order's counts, as good
// as the phone's by its rules, and read every order of the site in the window. After it, each count
// reads only the index entries of its own phone or client address.
describe('the counts an order is judged on (migration 0027)', () => {
  const { db, planOf } = sqliteAfterMigration('0027_order_counts_lookup');
  const since = '2026-11-24T00:00:00.000Z';
  const count = () => db().selectFrom('orders').select((eb) => eb.fn.countAll().as('count'));

  it('counts one phone’s orders of one product in a day from that phone’s entries only (the risk)', async () => {
    const plan = await planOf(count().where('site_id', '=', 'tw').where('recipient_phone_e164', '=', '+886912345678').where('product_id', '=', 'p').where('created_at', '>=', since));
    expect(plan).toContain('COVERING INDEX orders_phone_product_idx (recipient_phone_e164=? AND site_id=? AND product_id=? AND created_at>?)');
  });

  it('counts one phone’s orders in the window from that phone’s entries only (the velocity limit)', async () => {
    const plan = await planOf(count().where('site_id', '=', 'tw').where('recipient_phone', '=', '0912345678').where('created_at', '>=', since));
    expect(plan).toContain('COVERING INDEX orders_phone_site_idx (recipient_phone=? AND site_id=? AND created_at>?)');
  });

  it('counts one client address’s orders in the window from that address’s entries only (the velocity limit)', async () => {
    const plan = await planOf(count().where('site_id', '=', 'tw').where('client_ip', '=', '203.0.113.9').where('created_at', '>=', since));
    expect(plan).toContain('COVERING INDEX orders_client_ip_site_idx (client_ip=? AND site_id=? AND created_at>?)');
  });
});

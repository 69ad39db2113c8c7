import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { blocklistEditsMachine, type BlocklistEditsEvent } from '../../../machines/blocklist-edits.machine';
import { AdminApiError, type Request } from '../../../src/admin/app/api';
import { ProtectionPage } from '../../../src/admin/app/pages/ProtectionPage';
import type { BlocklistEntryView } from '../../../src/domain/contracts/admin-protection';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { deferred, flush } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { settle, viewCoverage } from '../../helpers/view-paths';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof blocklistEditsMachine>;
type Answer = ReturnType<typeof deferred<unknown>>;
const said = adminText;

const site = { id: 'site-tw', host: 'tw.localhost', name: 'AquaLite TW', zone: 1, currency: 'TWD', language: 'zh-TW' };
const phone: BlocklistEntryView = { id: 'e1', siteId: 'site-tw', kind: 'phone', value: '+886912000555', typed: '0912 000 555', reason: 'prank orders', addedBy: 'owner@shop.test', createdAt: '2030-01-01T08:00:00.000Z' };
const NOT_A_PHONE = 'This is not a phone number';
const TYPED = '0912 000 777';

/** The events a tester sends: an entry added, the listed one removed, and the server's answers (a value refused, or no answer at all). */
const EDIT_EVENTS = [
  { type: 'entry.add', entry: { siteId: 'site-tw', kind: 'phone', value: TYPED, reason: 'prank orders' } },
  { type: 'entry.remove', id: 'e1' },
  { type: 'xstate.done.actor.applyEdit', output: { removed: true } },
  { type: 'xstate.error.actor.applyEdit', error: Object.assign(new Error(NOT_A_PHONE), { field: 'value' }) },
  { type: 'xstate.error.actor.applyEdit', error: new Error('offline') },
] as unknown as BlocklistEditsEvent[];

const serializeEdits = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, change: snapshot.context.change?.type ?? null, field: snapshot.context.field });

/** The Protection page of the one site, its phone list holding one entry; each change waits for the test to answer it. */
async function renderProtection() {
  const answers: Answer[] = [];
  const request = (async (method: string, path: string) => {
    if (method === 'GET') return path === '/sites' ? { items: [site] } : { entries: [phone], attempts: [] };
    const answer = deferred<unknown>();
    answers.push(answer);
    return answer.promise;
  }) as Request;
  renderAdmin(<ProtectionPage request={request} csrfToken="csrf" />);
  for (let i = 0; i < 3; i += 1) await act(flush);
  screen.getByRole('button', { name: said('protection.removeEntry', { value: phone.value }) });
  return answers;
}

const addButton = () => screen.getByRole('button', { name: said('protection.addButton') });
const removeButton = () => screen.getByRole('button', { name: said('protection.removeEntry', { value: phone.value }) });
const valueField = () => screen.getByLabelText(said('protection.value')) as HTMLInputElement;

const coverage = viewCoverage('blocklistEdits', blocklistEditsMachine);

describe('generated blocklist edit paths, replayed through the Protection page', () => {
  const { model, paths } = machinePaths(blocklistEditsMachine, { events: EDIT_EVENTS, serializeState: serializeEdits, cover: 'long walks' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(2);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const answers = await renderProtection();
    const expectState = (modelSnapshot: Snapshot) => {
      const acting = modelSnapshot.matches('acting');
      // Nothing else can be changed while a change is on its way.
      expect(addButton().hasAttribute('disabled')).toBe(acting);
      expect(removeButton().hasAttribute('disabled')).toBe(acting);
      const failed = modelSnapshot.matches('failed');
      const refusedValue = failed && modelSnapshot.context.field === 'value';
      // A value refused is said beside the field, focused again; any other failure at the top.
      expect(valueField().getAttribute('aria-invalid')).toBe(refusedValue ? 'true' : null);
      if (refusedValue) expect(document.activeElement).toBe(valueField());
      expect(screen.getAllByRole('alert')[0]!.textContent).toBe(failed && !refusedValue ? said('error.network') : '');
      // An entry added empties the form; a refused one keeps what was typed.
      const add = modelSnapshot.context.change?.type === 'entry.add';
      if (add) expect(valueField().value).toBe(modelSnapshot.matches('done') ? '' : TYPED);
    };
    await model.testPath(path, {
      states: { idle: expectState, acting: expectState, done: expectState, failed: expectState },
      events: {
        'entry.add': () => {
          fireEvent.change(valueField(), { target: { value: TYPED } });
          fireEvent.change(screen.getByLabelText(said('protection.reason')), { target: { value: 'prank orders' } });
          fireEvent.click(addButton());
        },
        'entry.remove': () => fireEvent.click(removeButton()),
        'xstate.done.actor.applyEdit': () => settle(() => answers.at(-1)!.resolve({ removed: true })),
        'xstate.error.actor.applyEdit': ({ event }: { event: { error: { field?: string } } }) =>
          settle(() => answers.at(-1)!.reject(event.error.field ? new AdminApiError(400, NOT_A_PHONE, { issues: [{ field: 'body.value', message: NOT_A_PHONE }] }) : new TypeError('Failed to fetch'))),
      } as never,
    });
    coverage.recordPath(path);
  });
});

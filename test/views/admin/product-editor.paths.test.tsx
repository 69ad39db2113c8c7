import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { productEditorMachine, selectVisibleProductIssues, type ProductStatusAnswer, type SaveProductAnswer } from '../../../machines/product-editor.machine';
import { ProductEditorPage, type EditorCalls } from '../../../src/admin/app/pages/ProductEditorPage';
import { idOf } from '../../../src/admin/views/EditorField';
import type { EditableProduct } from '../../../src/domain/contracts/admin-catalog';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { deferred, flush } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { JPEG } from '../../helpers/photos';
import { EDITOR_EVENTS, SAVE_REFUSAL, STATUS_REFUSAL, UPLOADED, serializeEditor } from '../../helpers/product-editor-model';
import { settle, viewCoverage } from '../../helpers/view-paths';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof productEditorMachine>;
const said = adminText;
const site = { id: 'site-pl', label: 'Doorstep PL', currency: 'PLN' as const, language: 'pl' };
const others = [
  { id: 'lampka', title: 'Lampka', price: 4999, skuCount: 2, status: 'active' as const, listedAt: '2026-11-20T10:00:00.000Z' },
  { id: 'kubek', title: 'Kubek', price: 2999, skuCount: 1, status: 'active' as const, listedAt: '2026-11-21T10:00:00.000Z' },
];

/** The editor page on a product (or a new one); loads, saves and status changes wait for the test to answer them, uploads answer at once. */
async function renderEditor(productId: string | null) {
  const loads: ReturnType<typeof deferred<EditableProduct>>[] = [];
  const saves: ReturnType<typeof deferred<SaveProductAnswer>>[] = [];
  const moves: ReturnType<typeof deferred<ProductStatusAnswer>>[] = [];
  const later = <T,>(list: ReturnType<typeof deferred<T>>[]) => {
    const answer = deferred<T>();
    list.push(answer);
    return answer.promise;
  };
  const calls: EditorCalls = {
    loadProduct: () => later(loads),
    saveProduct: () => later(saves),
    setProductStatus: () => later(moves),
    upload: async () => UPLOADED,
    products: async () => others,
  };
  renderAdmin(<ProductEditorPage site={site} productId={productId} calls={calls} onBack={() => undefined} onAnother={() => undefined} />);
  await act(flush);
  return { loads, saves, moves };
}

const input = (field: string) => document.getElementById(idOf(field)) as HTMLInputElement;
const button = (name: string) => screen.queryByRole('button', { name });
/** Types a value as an owner would; a value already there is typed anew (cleared first). */
const type = (field: string, value: string) => {
  if (input(field).value === value) fireEvent.change(input(field), { target: { value: `${value}?` } });
  fireEvent.change(input(field), { target: { value } });
};
const photo = (field: string) => settle(() => fireEvent.change(document.getElementById(field)!, { target: { files: [new File([JPEG], 'photo.jpg', { type: 'image/jpeg' })] } }));
const checkbox = (selector: string) => document.querySelector<HTMLInputElement>(`input${selector}`)!;

const coverage = viewCoverage('productEditor', productEditorMachine);

describe('generated product editor paths, replayed through the editor page of a listed product', () => {
  const { model, paths } = machinePaths(productEditorMachine, { events: EDITOR_EVENTS, input: { siteId: site.id, currency: site.currency, productId: 'lampka' }, serializeState: serializeEditor, cover: 'states, then every transition' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(87);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { loads, saves, moves } = await renderEditor('lampka');
    const expectState = (modelSnapshot: Snapshot) => {
      const { context } = modelSnapshot;
      const heading = screen.getByRole('heading', { level: 1 }).textContent;
      if (modelSnapshot.matches('loading') || modelSnapshot.matches('loadFailed')) {
        expect(heading).toBe(said('catalog.editor.loading'));
        expect(button(said('catalog.editor.retry')) !== null).toBe(modelSnapshot.matches('loadFailed'));
        expect(screen.getByRole('alert').textContent).toBe(modelSnapshot.matches('loadFailed') ? said('catalog.editor.loadFailed') : '');
        return;
      }
      if (modelSnapshot.matches('saved')) {
        expect(heading).toBe(said('catalog.saved.editTitle'));
        expect(screen.getByTestId('live-link').getAttribute('href')).toContain('/lampka');
        return;
      }
      expect(heading).toBe(said('catalog.editor.editTitle', { id: 'lampka', site: site.label }));
      expect(screen.getByTestId('product-status').textContent).toBe(said('catalog.editor.status', { status: said(`catalog.status.${context.status}`) }));
      // A save, an archive or a restore under way says so, and the other moves wait.
      const saving = modelSnapshot.matches('saving');
      const busy = modelSnapshot.matches('archiving') ? 'archiving' : modelSnapshot.matches('restoring') ? 'restoring' : null;
      expect(button(saving ? said('catalog.saving') : said('catalog.saveChanges'))!.hasAttribute('disabled')).toBe(saving || busy !== null);
      const move = context.status === 'active' ? (busy === 'archiving' ? 'catalog.archiving' : 'catalog.archive') : busy === 'restoring' ? 'catalog.restoring' : 'catalog.restore';
      expect(button(said(move))!.hasAttribute('disabled')).toBe(saving || busy !== null);
      if (saving || busy) expect(screen.getByRole('status').textContent).toBe(said(saving ? 'catalog.saving' : `catalog.${busy}`));
      // A refusal or a failure says why (kept while fields it named are still marked); the fields needing attention are marked.
      const marked = Object.keys(selectVisibleProductIssues(context)).length > 0;
      const failure = context.failure;
      const alert = screen.getByRole('alert').textContent!;
      const failureText = failure?.kind === 'refused' ? failure.message : failure ? said('error.network') : null;
      if (failureText && (modelSnapshot.matches('failed') || marked)) expect(alert).toMatch(new RegExp(`^${failureText}`));
      else for (const text of [SAVE_REFUSAL.message, STATUS_REFUSAL, said('error.network')]) expect(alert).not.toContain(text);
      expect(document.querySelectorAll('form [aria-invalid="true"]').length > 0).toBe(marked);
    };
    const answer = <T,>(list: ReturnType<typeof deferred<T>>[]) => ({ event }: { event: unknown }) => settle(() => ('output' in (event as object) ? list.at(-1)!.resolve((event as { output: T }).output) : list.at(-1)!.reject(new Error('offline'))));
    const click = (name: string) => () => fireEvent.click(button(name)!);
    /** An owner's move, and what it visibly changes: a list one longer or shorter. */
    const grows = (testId: string | null, name: string, by: 1 | -1) => () => {
      const count = () => (testId ? screen.queryAllByTestId(testId) : [...document.querySelectorAll('.photo-list li')]).length;
      const before = count();
      fireEvent.click(button(name)!);
      expect(count()).toBe(before + by);
    };
    const typed = (field: string, key: 'value' | 'alt' | 'qty') => ({ event }: { event: Record<string, unknown> }) => {
      type(field, String(event[key]));
      expect(input(field).value).toBe(String(event[key]));
    };
    const toggled = (selector: string) => () => {
      const before = checkbox(selector).checked;
      fireEvent.click(checkbox(selector));
      expect(checkbox(selector).checked).toBe(!before);
    };
    await model.testPath(path, {
      states: { loading: expectState, loadFailed: expectState, editing: expectState, saving: expectState, saved: expectState, failed: expectState, archiving: expectState, restoring: expectState },
      events: {
        'xstate.done.actor.loadProduct': answer(loads),
        'xstate.error.actor.loadProduct': answer(loads),
        'product.retry': click(said('catalog.editor.retry')),
        'field.change': typed('title', 'value'),
        'saleType.change': () => {
          fireEvent.click(checkbox('[name="saleType"][value="1"]'));
          // Sold one sku at a time: the combos are put away.
          expect(screen.queryAllByTestId('combo')).toEqual([]);
        },
        'sku.add': grows('sku', said('catalog.sku.add'), 1),
        'sku.change': typed('skus.0.name', 'value'),
        'sku.image': async () => {
          await photo(idOf('skus.0.image'));
          expect(screen.getAllByTestId('sku')[0]!.querySelector(`img[src="${UPLOADED.src}"]`)).not.toBeNull();
        },
        'sku.remove': grows('sku', said('catalog.sku.remove', { n: 2 }), -1),
        'combo.add': grows('combo', said('catalog.combo.add'), 1),
        'combo.change': typed('combos.0.name', 'value'),
        'combo.part': typed('combos.0.parts.0', 'qty'),
        'combo.remove': grows('combo', said('catalog.combo.remove', { n: 1 }), -1),
        'banner.add': async () => {
          await photo('pe-banner-file');
          expect(document.querySelector(`.photo-list img[src="${UPLOADED.src}"]`)).not.toBeNull();
        },
        'banner.change': typed('banners.0.alt', 'alt'),
        'banner.remove': grows(null, said('catalog.banner.remove', { n: 1 }), -1),
        'discount.add': grows('discount', said('catalog.discount.add'), 1),
        'discount.change': typed('quantityDiscounts.0.percentOff', 'value'),
        'discount.remove': grows('discount', said('catalog.discount.remove', { n: 1 }), -1),
        'recommended.toggle': toggled('[value="kubek"]'),
        'siteDefault.change': toggled('[name="siteDefault"]'),
        'product.save': click(said('catalog.saveChanges')),
        'xstate.done.actor.saveProduct': answer(saves),
        'xstate.error.actor.saveProduct': answer(saves),
        'product.archive': click(said('catalog.archive')),
        'product.restore': click(said('catalog.restore')),
        'xstate.done.actor.setProductStatus': answer(moves),
        'xstate.error.actor.setProductStatus': answer(moves),
      } as never,
    });
    coverage.recordPath(path);
  });
});

describe('the product editor page on a new product', () => {
  const { paths } = machinePaths(productEditorMachine, { events: [], input: { siteId: site.id, currency: site.currency }, serializeState: serializeEditor, cover: 'states' });

  it('opens on an empty form at once, with nothing to load', async () => {
    expect(paths.length).toBe(1);
    await renderEditor(null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(said('catalog.editor.title', { site: site.label }));
    expect(input('title').value).toBe('');
    expect(screen.queryByTestId('product-status')).toBeNull();
    coverage.recordPath(paths[0]!);
  });
});

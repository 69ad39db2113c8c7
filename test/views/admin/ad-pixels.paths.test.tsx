import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { adPixelsMachine } from '../../../machines/ad-pixels.machine';
import { AdminApiError } from '../../../src/admin/app/api';
import { AdPixelsPanel } from '../../../src/admin/app/pages/AdPixelsPanel';
import { settingsFieldId } from '../../../src/admin/views/SettingsField';
import { NO_PIXELS, type ProductPixels } from '../../../src/domain/tracking';
import { PIXELS_EVENTS, PIXELS_NOT_REACHED, PIXELS_REFUSAL, SAVED_PIXELS, TYPED_FACEBOOK, serializePixels } from '../../helpers/ad-pixels-model';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { deferred, flush } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { settle, viewCoverage } from '../../helpers/view-paths';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof adPixelsMachine>;
type Answer = ReturnType<typeof deferred<ProductPixels>>;
const said = adminText;

/** The ad pixels panel of a listed product; each load and save waits for the test to answer it. */
async function renderPanel() {
  const loads: Answer[] = [];
  const saves: Answer[] = [];
  const wait = (list: Answer[]) => () => {
    const answer = deferred<ProductPixels>();
    list.push(answer);
    return answer.promise;
  };
  renderAdmin(<AdPixelsPanel productId="aqualite-tw" calls={{ pixels: wait(loads), savePixels: wait(saves) }} />);
  await act(flush);
  return { loads, saves };
}

const panel = () => document.querySelector<HTMLElement>('[aria-labelledby="pixels-title"]')!;
const facebook = () => document.getElementById(settingsFieldId('pixels.facebook')) as HTMLInputElement | null;
const button = (name: string) => screen.queryByRole('button', { name });

const coverage = viewCoverage('adPixels', adPixelsMachine);

describe('generated ad pixels paths, replayed through the ad pixels panel', () => {
  const { model, paths } = machinePaths(adPixelsMachine, { events: PIXELS_EVENTS, input: { productId: 'aqualite-tw' }, serializeState: serializePixels, cover: 'states, then every transition' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(15);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { loads, saves } = await renderPanel();
    const expectState = (modelSnapshot: Snapshot) => {
      const { context } = modelSnapshot;
      const loaded = !modelSnapshot.matches('loading') && !modelSnapshot.matches('loadFailed');
      expect(panel().querySelector('[aria-busy="true"]') !== null).toBe(modelSnapshot.matches('loading'));
      expect(button(said('pixels.retry')) !== null).toBe(modelSnapshot.matches('loadFailed'));
      expect(facebook()?.value ?? null).toBe(loaded ? context.form!.facebook : null);
      if (loaded) expect(button(said('pixels.save'))!.hasAttribute('disabled')).toBe(modelSnapshot.matches('saving'));
      // The networks the server refused are marked, and the panel says so; a load that failed says the server's message.
      expect([...panel().querySelectorAll('[aria-invalid="true"]')].map((element) => element.id).sort()).toEqual(context.invalid.map((field) => settingsFieldId(`pixels.${field}`)).sort());
      const alert = panel().querySelector('[aria-live="assertive"]')!.textContent;
      expect(alert).toBe(modelSnapshot.matches('loadFailed') ? context.message : context.invalid.length > 0 ? said('pixels.refused') : '');
      const notice = panel().querySelector('[aria-live="polite"]')!.textContent;
      expect(notice).toBe(modelSnapshot.matches('saved') ? said('pixels.saved') : modelSnapshot.matches('saving') ? said('pixels.saving') : '');
    };
    await model.testPath(path, {
      states: { loading: expectState, loadFailed: expectState, editing: expectState, saving: expectState, saved: expectState, failed: expectState },
      events: {
        'pixels.load': () => fireEvent.click(button(said('pixels.retry'))!),
        'form.change': () => {
          // The id typed again (after a save, or a refusal) is typed anew: cleared, then typed.
          if (facebook()!.value === TYPED_FACEBOOK) fireEvent.change(facebook()!, { target: { value: '' } });
          fireEvent.change(facebook()!, { target: { value: TYPED_FACEBOOK } });
        },
        'pixels.save': () => fireEvent.click(button(said('pixels.save'))!),
        'xstate.done.actor.loadPixels': () => settle(() => loads.at(-1)!.resolve(NO_PIXELS)),
        'xstate.error.actor.loadPixels': () => settle(() => loads.at(-1)!.reject(new AdminApiError(503, PIXELS_NOT_REACHED))),
        'xstate.done.actor.savePixels': () => settle(() => saves.at(-1)!.resolve(SAVED_PIXELS)),
        'xstate.error.actor.savePixels': () => settle(() => saves.at(-1)!.reject(new AdminApiError(400, 'Some ids are refused.', { issues: PIXELS_REFUSAL.issues }))),
      } as never,
    });
    coverage.recordPath(path);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { consentMachine, type ConsentEvent, type ConsentInput } from '../../machines/consent.machine';
import { ConsentPrompt, ConsentSettingsLink } from '../../src/app/providers/consent';
import { CONSENT_COOKIE, type ConsentState } from '../../src/domain/tracking';
import { flush } from '../helpers/deferred';
import { testProduct } from '../helpers/fixtures';
import { machinePaths, type ModelPath } from '../helpers/model-paths';
import { messages, renderPage } from '../helpers/render-page';
import { settle, viewCoverage } from '../helpers/view-paths';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof consentMachine>;

const coverage = viewCoverage('consent', consentMachine, {
  'consent.deciding.always':
    'where consent is not asked the page never starts the consent machine (ConsentProvider starts it only where the site asks; the server renders notRequired), and no control sends it an event there',
  'consent.notRequired': 'see consent.deciding.always: the state comes from the server, never from the machine, where consent is not asked',
});

const EVENTS: ConsentEvent[] = [{ type: 'consent.accept' }, { type: 'consent.reject' }, { type: 'consent.review' }];
/** What the server rendered for each remembered choice, where the site asks for consent. */
const FIRST_STATE: Record<string, ConsentState> = { none: 'asking', granted: 'granted', denied: 'denied' };
const banner = () => screen.queryByTestId('consent-banner');
const settingsLink = () => screen.queryByRole('button', { name: messages['consent.settings'] });
const consentCookie = () => document.cookie.split('; ').find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`))?.split('=')[1];

/** The banner and the footer's "Cookie settings", as the shell shows them, under the page's consent. */
async function renderConsent(first: ConsentState) {
  renderPage(
    <>
      <ConsentPrompt />
      <ConsentSettingsLink />
    </>,
    { product: testProduct(), path: '/', consent: first },
  );
  // The machine loads right after the page where consent is asked.
  await act(async () => {
    await import('../../src/app/actors/consent-actor');
    await flush();
  });
}

const paths: ModelPath<Snapshot, ConsentEvent>[] = Object.keys(FIRST_STATE).flatMap((stored) => {
  const input: ConsentInput = { required: true, stored: stored === 'none' ? null : (stored as 'granted' | 'denied') };
  return machinePaths(consentMachine, { events: EVENTS, input, serializeState: (snapshot) => JSON.stringify(snapshot.value), cover: 'long walks' }).paths;
});

describe('generated consent paths, replayed through the consent banner and the footer’s cookie settings', () => {
  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(3);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { stored } = path.steps[0]!.state.context;
    await renderConsent(FIRST_STATE[stored ?? 'none']!);
    const { model } = machinePaths(consentMachine, { events: EVENTS, input: path.steps[0]!.state.context, serializeState: (snapshot) => JSON.stringify(snapshot.value), cover: 'states' });
    const expectState = (snapshot: Snapshot) => {
      expect(banner() !== null).toBe(snapshot.matches('asking'));
      expect(settingsLink()).not.toBeNull();
    };
    const choose = (label: string, choice: string) => async () => {
      await settle(() => fireEvent.click(screen.getByRole('button', { name: messages[label] })));
      // The choice is kept in a first-party cookie.
      expect(consentCookie()).toBe(choice);
    };
    await model.testPath(path, {
      states: { asking: expectState, granted: expectState, denied: expectState },
      events: {
        'consent.accept': choose('consent.accept', 'granted'),
        'consent.reject': choose('consent.reject', 'denied'),
        'consent.review': () => settle(() => fireEvent.click(settingsLink()!)),
      } as never,
    });
    coverage.recordPath(path);
  });
});

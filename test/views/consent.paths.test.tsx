import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  cleanup();
  started.length = 0;
});

/** The consent machines the page started (the real ones, with their cookie), newest last. */
const started = vi.hoisted(() => [] as { getSnapshot(): { value: unknown } }[]);
vi.mock('../../src/app/actors/consent-actor', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/app/actors/consent-actor')>();
  return { startConsent: (...args: Parameters<typeof actual.startConsent>) => started[started.push(actual.startConsent(...args)) - 1]! };
});

type Snapshot = SnapshotFrom<typeof consentMachine>;

const coverage = viewCoverage('consent', consentMachine);

const EVENTS: ConsentEvent[] = [{ type: 'consent.accept' }, { type: 'consent.reject' }, { type: 'consent.review' }];
/** What the server rendered for each remembered choice, where the site asks for consent (`notAsked`: a site that does not). */
const FIRST_STATE: Record<string, ConsentState> = { none: 'asking', granted: 'granted', denied: 'denied', notAsked: 'notRequired' };
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
  // The machine loads right after the page (in a task of its own), whether or not consent is asked.
  await act(async () => {
    await vi.waitFor(() => expect(started).toHaveLength(1));
    await flush();
  });
}

const paths: ModelPath<Snapshot, ConsentEvent>[] = [
  ...['none', 'granted', 'denied'].flatMap((stored) => {
    const input: ConsentInput = { required: true, stored: stored === 'none' ? null : (stored as 'granted' | 'denied') };
    return machinePaths(consentMachine, { events: EVENTS, input, serializeState: (snapshot) => JSON.stringify(snapshot.value), cover: 'long walks' }).paths;
  }),
  // Where the site does not ask, the machine settles at once and nothing sends it an event: its one path is its start.
  ...machinePaths(consentMachine, { events: EVENTS, input: { required: false, stored: null }, serializeState: (snapshot) => JSON.stringify(snapshot.value), cover: 'states' }).paths,
];
const firstState = ({ required, stored }: ConsentInput) => FIRST_STATE[required ? (stored ?? 'none') : 'notAsked']!;

describe('generated consent paths, replayed through the consent banner and the footer’s cookie settings', () => {
  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(4);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await renderConsent(firstState(path.steps[0]!.state.context));
    const { model } = machinePaths(consentMachine, { events: EVENTS, input: path.steps[0]!.state.context, serializeState: (snapshot) => JSON.stringify(snapshot.value), cover: 'states' });
    const expectState = (snapshot: Snapshot) => {
      // The page runs the machine wherever it is shown, and it is where the model is.
      expect(started.at(-1)?.getSnapshot().value).toBe(snapshot.value);
      expect(banner() !== null).toBe(snapshot.matches('asking'));
      // "Cookie settings" only where the site asks for consent.
      expect(settingsLink() !== null).toBe(!snapshot.matches('notRequired'));
    };
    const choose = (label: string, choice: string) => async () => {
      await settle(() => fireEvent.click(screen.getByRole('button', { name: messages[label] })));
      // The choice is kept in a first-party cookie.
      expect(consentCookie()).toBe(choice);
    };
    await model.testPath(path, {
      states: { asking: expectState, granted: expectState, denied: expectState, notRequired: expectState },
      events: {
        'consent.accept': choose('consent.accept', 'granted'),
        'consent.reject': choose('consent.reject', 'denied'),
        'consent.review': () => settle(() => fireEvent.click(settingsLink()!)),
      } as never,
    });
    coverage.recordPath(path);
  });
});

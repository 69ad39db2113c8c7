import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ConsentEvent } from '../../../machines/consent.machine';
import type { ConsentState } from '../../domain/tracking';
import { ConsentBanner } from '../../views/ConsentBanner';
import { useBootstrap } from './bootstrap-context';
import { nextTurn } from '../services/next-turn';

interface ConsentContextValue {
  state: ConsentState;
  send: (event: ConsentEvent) => void;
}

const ConsentContext = createContext<ConsentContextValue>({ state: 'notRequired', send: () => {} });

/**
 * The shopper's consent, as the consent machine says. The server renders its first state (so the
 * banner is in the HTML, with no flash); the machine itself loads right after the page (where
 * consent is not asked too: it settles in `notRequired`, as the server said), and a tap before
 * it arrives is sent to it when it does.
 */
export function ConsentProvider({ onChange, children }: { onChange?: (state: ConsentState) => void; children: ReactNode }) {
  const bootstrap = useBootstrap();
  const [state, setState] = useState<ConsentState>(bootstrap.consent);
  const actor = useRef<Promise<{ send: (event: ConsentEvent) => void }> | null>(null);
  const required = bootstrap.site.askConsent;
  const first = useRef(bootstrap.consent);

  const load = useCallback(() => {
    actor.current ??= import('../actors/consent-actor').then(({ startConsent }) => {
      const stored = first.current === 'granted' || first.current === 'denied' ? first.current : null;
      const started = startConsent({ required, stored });
      started.subscribe((snapshot) => setState(snapshot.value as ConsentState));
      return started;
    });
    return actor.current;
  }, [required]);

  // In a task of its own, after the page's effects: asking for the machine's code touches the
  // document (a preload of XState), about 5 ms of a phone's start-up, 20 under Lighthouse's 4x.
  useEffect(() => {
    let live = true;
    void nextTurn().then(() => {
      if (live) void load();
    });
    return () => {
      live = false;
    };
  }, [load]);
  useEffect(() => onChange?.(state), [state, onChange]);

  const send = useCallback((event: ConsentEvent) => void load().then((started) => started.send(event)), [load]);
  return <ConsentContext.Provider value={{ state, send }}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  return useContext(ConsentContext);
}

/** The banner while the machine asks. */
export function ConsentPrompt() {
  const { state, send } = useConsent();
  if (state !== 'asking') return null;
  return <ConsentBanner onAccept={() => send({ type: 'consent.accept' })} onReject={() => send({ type: 'consent.reject' })} />;
}

/** The footer's "Cookie settings": asks again (only where consent is asked). */
export function ConsentSettingsLink() {
  const { state, send } = useConsent();
  if (state === 'notRequired') return null;
  return (
    <button type="button" className="button button--link footer__consent" onClick={() => send({ type: 'consent.review' })}>
      <FormattedMessage id="consent.settings" />
    </button>
  );
}

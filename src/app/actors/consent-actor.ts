import { createActor } from 'xstate';
import { consentMachine, type ConsentInput } from '../../../machines/consent.machine';
import { CONSENT_COOKIE, CONSENT_DAYS } from '../../domain/tracking';

/** The consent machine with its one side effect: the choice kept in a first-party cookie. */
export function startConsent(input: ConsentInput) {
  return createActor(
    consentMachine.provide({
      actions: {
        rememberChoice: (_, { choice }) => {
          const secure = window.location.protocol === 'https:' ? '; Secure' : '';
          document.cookie = `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_DAYS * 86_400}; SameSite=Lax${secure}`;
        },
      },
    }),
    { input },
  ).start();
}

import type { Config } from '../../config';
import { createSandboxMessageProvider, type MessageProvider } from './messages.provider';
import { createTwilioProvider } from './messages.twilio';

/** The provider MESSAGE_PROVIDER names: the sandbox outbox (default) or Twilio. */
export function messageProviderFor(config: Config['messages']): MessageProvider {
  if (config.provider === 'twilio') return createTwilioProvider(config);
  return createSandboxMessageProvider();
}

import type { IntlShape } from 'react-intl';
import { AdminApiError } from './api';

/** What to tell the operator about a failed call: the server's own message, else "could not be reached". */
export function failureText(intl: IntlShape, error: unknown): string {
  if (error instanceof AdminApiError && error.serverMessage) return error.serverMessage;
  return intl.formatMessage({ id: 'error.network' });
}

import { z } from 'zod';
import type { FieldError } from '../recipient';
import type { Same } from './same';

/** What a refused form field says: a message key, an optional hint key, and their values. */
const messageValues = z.record(z.string(), z.union([z.string(), z.number()]));

export const fieldErrorSchema = z
  .object({
    key: z.string().describe('catalog key of the message'),
    hintKey: z.string().optional().describe('catalog key of a hint shown after the message (the phone rule’s example)'),
    values: messageValues.optional(),
    hintValues: messageValues.optional(),
  })
  .describe('A refused form field: the message key to show and its values')
  .meta({ id: 'FieldError' });

/** `data.fieldErrors` of an INVALID_FIELDS failure: the refused fields (recipient, store, review or return form) by name. */
export const fieldErrorsSchema = z
  .record(z.string(), fieldErrorSchema)
  .describe('The refused fields by name: recipient, store, review or return form fields')
  .meta({ id: 'FieldErrors' });

const fieldErrorMatches: Same<z.infer<typeof fieldErrorSchema>, FieldError> = true;
const fieldErrorsMatch: Same<z.infer<typeof fieldErrorsSchema>, Record<string, FieldError>> = true;
void fieldErrorMatches;
void fieldErrorsMatch;

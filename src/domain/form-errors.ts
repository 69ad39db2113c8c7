import type { FieldError } from './recipient';

/**
 * The errors a form shows: those of fields the shopper has left, or every one once they tried to
 * send it (nobody wants to be told off about a field they have not reached yet).
 */
export function visibleErrors<Field extends string>(errors: Partial<Record<Field, FieldError>>, touched: readonly Field[], revealAll: boolean): Partial<Record<Field, FieldError>> {
  if (revealAll) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => touched.includes(field as Field))) as Partial<Record<Field, FieldError>>;
}

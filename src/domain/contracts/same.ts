/**
 * Whether two types are the same, property for property (optional ones included): the
 * compile-time check that a response schema's inferred type matches the domain type it
 * describes. Mutual assignability is not enough: a field added as optional to the domain type
 * would pass it, and the schema would then strip that field from every answer.
 */
type Exact<T> = [T] extends [object] ? { [K in keyof T]-?: [Exact<T[K]>, K extends OptionalKeys<T> ? 'optional' : 'required'] } : T;
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? ([Exact<A>] extends [Exact<B>] ? ([Exact<B>] extends [Exact<A>] ? true : false) : false) : false) : false;

/**
 * The weaker check, for a domain type that is a union the schema describes as one object (a line
 * of either kind): each accepts the other's values. Optional fields are not compared.
 */
export type Interchangeable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

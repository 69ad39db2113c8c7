/**
 * Whether two types accept the same values (each is assignable to the other): the compile-time
 * check that a response schema's inferred type matches the domain type it describes.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** A promise the test settles by hand: stands in for a network call inside an actor. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets queued promise callbacks (an actor's done/error) run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

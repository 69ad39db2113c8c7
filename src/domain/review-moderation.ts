/**
 * The seller's side of a review (the back office, the CLI): the reply shown under it. One rule for
 * the browser (the reply button) and the server (which checks again). No zod here: the back
 * office's bundle imports it.
 */

/** A reply has 1 to 1000 characters (code points) once trimmed. */
export const REVIEW_REPLY_MAX = 1000;

export function isReplyLengthValid(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && [...trimmed].length <= REVIEW_REPLY_MAX;
}

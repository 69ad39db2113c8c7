/**
 * How a name is searched (the support console, issue 19): by where a search may start in it. The
 * name is read as a key (NFKC, so full-width and half-width letters are one; lower case; spaces
 * collapsed, and none beside Chinese, Japanese or Korean characters, which are written with or
 * without them). A search finds the names in which some word starts with it ("now" finds "Anna
 * Nowak", and "anna nowak" too); in a name of Chinese, Japanese or Korean characters, which has no
 * spaces between its parts, any character starts a word ("美玲" finds "陳美玲").
 *
 * Each such start is stored once per order as a word: the key from there to its end
 * (`nameWords`), so a database finds a search by the start of a word, from an index, however
 * many orders there are.
 */

/** Scripts written without spaces between a name's parts. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const SPACE_BESIDE_UNSPACED = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])\s+|\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/gu;
/** A character that belongs to a word (letters, digits and the marks written on them, as Thai's vowels). */
const WORD = /[\p{L}\p{N}\p{M}]/u;

/** A Latin letter's accents (combining marks after it, once decomposed). */
const LATIN_ACCENTS = /(?<=\p{Script=Latin})\p{M}+/gu;
/** Latin letters with no decomposition, as they are typed without their stroke or ligature (NFKC has already made Catalan's ŀ an l and a middle dot). */
const PLAIN_LATIN: Record<string, string> = { ł: 'l', đ: 'd', ð: 'd', ø: 'o', ħ: 'h', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };
const UNDECOMPOSED = new RegExp(`[${Object.keys(PLAIN_LATIN).join('')}]`, 'gu');

/** The longest word kept, in characters (a longer search is cut to it: it still finds its names). */
export const NAME_WORD_LENGTH = 64;

/** A name (or a search text) as searched: NFKC, lower case, Latin accents dropped, spaces collapsed and dropped beside CJK characters. */
export function nameKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
    .replace(UNDECOMPOSED, (letter) => PLAIN_LATIN[letter]!)
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(SPACE_BESIDE_UNSPACED, '');
}

/** The words a name is found by: from each start (a word's first character, any CJK character) to the end of the name. */
export function nameWords(name: string): string[] {
  const characters = [...nameKey(name)];
  const found = new Set<string>();
  characters.forEach((character, index) => {
    const before = characters[index - 1];
    const starts = WORD.test(character) && (before === undefined || !WORD.test(before) || UNSPACED.test(character) || UNSPACED.test(before));
    if (starts) found.add(characters.slice(index, index + NAME_WORD_LENGTH).join(''));
  });
  return [...found];
}

/** The search as a word's start: its key cut to the words' length, or null when nothing is left to look for. */
export function nameSearchKey(text: string): string | null {
  const key = [...nameKey(text)].slice(0, NAME_WORD_LENGTH).join('');
  return key === '' ? null : key;
}

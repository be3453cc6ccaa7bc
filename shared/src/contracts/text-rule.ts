/**
 * The one rule for text a client sends, shared by the forms and the API (whose `textField` applies
 * it to every string of every route). Text must be well-formed Unicode the database can store as
 * sent, and its length is counted as PostgreSQL counts `varchar(n)` and `char_length`: in code
 * points, so an emoji or a letter outside the Basic Multilingual Plane is one character, not two.
 * Plain functions, no schema library, so the browser pays nothing for them.
 */

export const TEXT_RULE_MESSAGES = {
  nullCharacter: 'must not contain a null character',
  loneSurrogate: 'must be valid Unicode text (it holds half of a surrogate pair)',
  tooLong: (maxLength: number) => `must be at most ${maxLength} characters`,
} as const;

/** In a `u` regular expression a paired surrogate is one code point, so only an unpaired half is of category Cs. */
const loneSurrogate = /\p{Cs}/u;

/** The number of characters as the database counts them: Unicode code points. */
export function characterCount(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    // a surrogate pair is one code point: step over its second half
    if ((text.codePointAt(index) ?? 0) > 0xffff) index += 1;
    count += 1;
  }
  return count;
}

/** The first `maxLength` characters, never splitting a surrogate pair. */
export function clipText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return Array.from(text).slice(0, maxLength).join('');
}

/**
 * What is wrong with a text of at most `maxLength` characters, or null when it may be stored.
 * U+0000 is refused because PostgreSQL can store it in neither text nor JSON; an unpaired surrogate
 * because it is no character at all (UTF-8 cannot encode it: JSON columns refuse it, text columns
 * would silently turn it into U+FFFD).
 */
export function textProblem(text: string, maxLength: number): string | null {
  if (text.includes('\u0000')) return TEXT_RULE_MESSAGES.nullCharacter;
  if (loneSurrogate.test(text)) return TEXT_RULE_MESSAGES.loneSurrogate;
  // a string has at least as many UTF-16 units as code points: counting is needed only past the limit
  if (text.length > maxLength && characterCount(text) > maxLength) return TEXT_RULE_MESSAGES.tooLong(maxLength);
  return null;
}

/**
 * Control characters (CR, LF, tab, U+0085 and the rest of Cc) and the line and paragraph separators (U+2028,
 * U+2029): what would break a single-line field (a name, a city, a phone number) into lines of its own.
 */
const lineBreaking = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** Whether a field meant to hold one line (names, address lines, city, state, PIN code, phone) does. */
export const isSingleLine = (text: string) => !lineBreaking.test(text);

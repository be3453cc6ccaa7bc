/**
 * Whether a JSON text nests arrays and objects more than `limit` deep, read in one pass without parsing it:
 * a megabyte of `[[[[…]]]]` cost JSON.parse a quarter of a second and more, holding every other request.
 * Brackets inside strings do not count; a malformed text is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      // a backslash escapes the next character, a quote among them
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** Far beyond any payload of the shop's (the deepest, a product form's `how_to_use`, nests three levels). */
export const MAX_JSON_DEPTH = 16;

export const TOO_DEEP = 'The request body nests arrays or objects too deeply.';

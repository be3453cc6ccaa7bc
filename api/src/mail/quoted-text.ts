/**
 * What a shopper typed, placed in a plain-text mail so that it can never pass for the shop's own lines: a value
 * inside a line stays on that line, and a text of several lines sits in a quoted block. (The shop's mail has no
 * HTML part, so there is nothing to escape: the characters are shown as typed.)
 */

/** Line breaks of every kind a mail reader may honour, and the other control characters. */
const lineBreaks = /\r\n|[\p{Cc}\p{Zl}\p{Zp}]/gu;

/**
 * A value within one of the shop's lines ("Hello {name},"): any line break or control character becomes a space.
 * The forms refuse them in single-line fields; this keeps a row stored before that rule on its line too.
 */
export const inline = (typed: string) => typed.replace(lineBreaks, ' ');

/**
 * A value within one of the shop's lines, as `inline`, that no mail reader makes a link of. What makes one is
 * bracketed, as security notices write it ("https[:]//evil[.]example/pay"): the "://" after a scheme, a dot (or an
 * ideographic or fullwidth one, which readers take for one) before a label of letters, as in "evil.example" or
 * "www.x", and the dots of an IPv4 address. For what a shopper typed into an order, whose mail may go to an address
 * the typist does not own: a link there would lead from the shop's mail to the typist's page.
 */
export const unlinked = (typed: string) =>
  inline(typed)
    .replace(/:(?=\/\/)/g, '[:]')
    .replace(/(?<=[\p{L}\p{N}])[.\u3002\uFF0E\uFF61](?=\p{L}{2})/gu, '[.]')
    .replace(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g, (address) => address.replaceAll('.', '[.]'));

/** A text of several lines as a block whose every line starts with "> ", as a reply quotes a mail. */
export const quotedBlock = (typed: string) =>
  typed
    .split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)
    .map((line) => `> ${inline(line)}`.trimEnd())
    .join('\n');

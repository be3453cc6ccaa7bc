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

/** A text of several lines as a block whose every line starts with "> ", as a reply quotes a mail. */
export const quotedBlock = (typed: string) =>
  typed
    .split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)
    .map((line) => `> ${inline(line)}`.trimEnd())
    .join('\n');

/**
 * The shop's one rule for an e-mail address, used by every form and every API call that takes one (registration,
 * login, password links, checkout, contact, sign-up, coupons, the first admin). An address is a plain one: a
 * dot-atom local part in ASCII, `@`, and a domain name in ASCII (an internationalised domain in its `xn--` form).
 * Nothing else: no display name, no comments, no quoted local part, no list or group, no space or control
 * character, so a mailer can never read one field as several recipients. Plain functions, no schema library.
 */

/** The longest address SMTP can carry (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** RFC 5322's dot-atom: atext characters in runs separated by single dots; at most 64 of them (RFC 5321). */
const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A host name: labels of letters, digits and inner hyphens, at least two, the last one not all digits. */
const domain =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?!\d+$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * The one spelling of an address, as it is stored and mailed: trimmed and lower-cased (ASCII only, checked
 * before lower-casing, so no Unicode case mapping such as the Kelvin sign's to `k` can turn one address into
 * another). Null when the text is not a plain address.
 */
export function canonicalEmail(typed: string): string | null {
  const address = typed.trim();
  if (address.length > EMAIL_MAX_LENGTH) return null;
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  if (at < 1 || local.length > 64 || !localPart.test(local) || !domain.test(address.slice(at + 1))) return null;
  return address.toLowerCase();
}

/** Whether a field holds a plain e-mail address (surrounding spaces aside). */
export const isEmail = (typed: string) => canonicalEmail(typed) !== null;

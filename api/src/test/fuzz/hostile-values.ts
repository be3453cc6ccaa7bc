import fc from 'fast-check';

/**
 * Long text made by `repeat` or `+` is a rope that V8 flattens into a new copy the first time it is read: made
 * flat here, so that the constants below do not grow the heap during the run, which the test measures.
 */
export const long = (unit: string, times: number, around: [string, string] = ['', '']) =>
  Buffer.from(`${around[0]}${unit.repeat(times)}${around[1]}`).toString();

/** Keys that pollute `Object.prototype` when a parser or a merge copies them naively. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Objects that would set `polluted` on every object if their keys were merged into another. */
export const pollutingObjects = fc.constantFrom<Record<string, unknown>>(
  Object.fromEntries([['__proto__', { polluted: 'yes' }]]),
  { constructor: { prototype: { polluted: 'yes' } } },
  Object.fromEntries([['__proto__', { toString: 'polluted', valueOf: 1 }]]),
);

/** Text that breaks naive handling: half surrogates, U+0000, direction marks, injections, number look-alikes. */
export const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    'Lalbagh \ud83d',
    '🌾🙂👩🏽‍🌾',
    '\u202eevil\u202c',
    '\u200b',
    'e\u0301',
    '\ufeff',
    '%00',
    '%',
    '../../etc/passwd',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '${7*7}{{7*7}}',
    '__proto__',
    'constructor',
    'toString',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e309',
    '0x10',
    long('9', 400),
    'true',
    'null',
    '[]',
    '{}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Numbers at the edges of what JSON, JavaScript and a PostgreSQL integer column hold. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1.000001, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53 + 2, 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value of the wrong kind for a field. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.constantFrom(null, true, false, [], [null], {}, [[[[]]]]),
  pollutingObjects,
  fc.array(hostileText, { maxLength: 3 }),
);

const oversize = new Map<number, fc.Arbitrary<string>>();

/** Text just over a field's length: plain letters, and characters of two UTF-16 units each; one per length. */
export function oversizeText(maxLength: number): fc.Arbitrary<string> {
  let texts = oversize.get(maxLength);
  if (!texts) {
    const over = maxLength + 1;
    texts = fc.constantFrom(long('a', over), long('🌾', over), long('x', Math.max(maxLength * 10, 70_000)));
    oversize.set(maxLength, texts);
  }
  return texts;
}

/** Bodies a JSON parser must refuse (or accept and leave to the schema), sent raw. */
export const malformedJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '[',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'nul',
    'undefined',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"a":1,"a":2}',
    '1e999999',
    '"only a string"',
    long('[', 20_000, ['', long(']', 20_000)]),
    long('{"a":', 5_000, ['', `1${long('}', 5_000)}`]),
    long('a', 1_100_000, ['"', '"']),
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.json().map((json) => json.slice(0, Math.max(0, json.length - 1))),
);

/** Raw bodies that are not JSON at all. */
export const randomBytes = fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes));

/** Content types a client may send with a body, most of them wrong for it. */
export const hostileContentType = fc.constantFrom(
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;;;',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  '*/*',
  'json',
  ';',
);

/** Path segments that percent-decoding, routers and id parsing have trouble with, already encoded. */
export const hostileRawSegment = fc.constantFrom(
  '%',
  '%zz',
  '%c0%ae',
  '%ED%A0%80',
  '%00',
  '..',
  '%2e%2e%2f',
  '%2F',
  '1%20',
  '1e3',
  '0x10',
  '-1',
  '0',
  '00000000001',
  '2147483648',
  long('9', 150),
  '%F0%9F%8C%BE',
);

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unlinked } from './quoted-text.ts';

test('unlinked: what a mail reader would make a link of is bracketed; an ordinary address is left as typed', () => {
  for (const [typed, shown] of [
    ['pay now at https://evil.example/pay', 'pay now at https[:]//evil[.]example/pay'],
    ['www.evil.com', 'www[.]evil[.]com'],
    ['write to pay@evil.co.in', 'write to pay@evil[.]co[.]in'],
    ['http://10.0.0.1/x and 192.168.1.20', 'http[:]//10[.]0[.]0[.]1/x and 192[.]168[.]1[.]20'],
    ['evil\u3002com, evil\uFF0Ecom', 'evil[.]com, evil[.]com'],
    ['пример.рф', 'пример[.]рф'],
    ['Line one\r\nClick evil.example', 'Line one Click evil[.]example'],
    ['Flat 4, M.G. Road, No. 12, 2nd Cross', 'Flat 4, M.G. Road, No. 12, 2nd Cross'],
    ['Ragi 1.5 Kg, 12.5.2024', 'Ragi 1.5 Kg, 12.5.2024'],
  ] as const) {
    assert.equal(unlinked(typed), shown, typed);
  }
});

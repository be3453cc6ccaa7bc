import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchWordsOf } from './search-words.ts';

test('single letters are left out, and said', () => {
  assert.deepEqual(searchWordsOf('a ragi b'), { searched: ['ragi'], ignored: ['a', 'b'] });
  assert.deepEqual(searchWordsOf('a b c'), { searched: [], ignored: ['a', 'b', 'c'] });
});

test('the first 8 different words are searched, the rest left out', () => {
  const words = Array.from({ length: 12 }, (_, index) => `w${index}`);
  assert.deepEqual(searchWordsOf(words.join(' ')), { searched: words.slice(0, 8), ignored: words.slice(8) });
});

test('a repeated word, in any case, counts once; so does a repeated letter', () => {
  assert.deepEqual(searchWordsOf('ragi RAGI Ragi dosa a A a'), { searched: ['ragi', 'dosa'], ignored: ['a'] });
  assert.deepEqual(searchWordsOf(Array(50).fill('x').join(' ')), { searched: [], ignored: ['x'] });
});

test('any white space separates words; letters are counted as a reader sees them, not as UTF-16 units', () => {
  assert.deepEqual(searchWordsOf('  ragi\t\ndosa\u00a0mix  '), { searched: ['ragi', 'dosa', 'mix'], ignored: [] });
  assert.deepEqual(searchWordsOf('🌾 👨‍👩‍👧 रा रागी 🌾🌾'), { searched: ['रागी', '🌾🌾'], ignored: ['🌾', '👨‍👩‍👧', 'रा'] });
  assert.deepEqual(searchWordsOf('   '), { searched: [], ignored: [] });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { textField } from './text-field.ts';

test('textField counts code points, refuses U+0000 and lone surrogates, and documents its maximum', () => {
  const field = textField(3);
  assert.equal(field.safeParse('🌾🌾🌾').success, true);
  assert.deepEqual(
    field.safeParse('🌾🌾🌾🌾').error?.issues.map((issue) => issue.message),
    ['must be at most 3 characters'],
  );
  assert.equal(field.safeParse('a\u0000').success, false);
  assert.equal(field.safeParse('\ud800').success, false);
  assert.equal(z.toJSONSchema(field).maxLength, 3);
  assert.deepEqual(
    textField(3, { message: 'Please enter a valid email address.' })
      .safeParse('\u0000')
      .error?.issues.map((issue) => issue.message),
    ['Please enter a valid email address.'],
  );
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  changeAsNotice,
  changedCombos,
  changedProducts,
  changeFromNotice,
  changeTouches,
  mergedChanges,
} from './catalog-change.ts';

test('a product’s change touches that product’s answer, the lists and the combos, not other products', () => {
  const change = changedProducts(2);
  assert.equal(changeTouches(change, 'products/2'), true);
  assert.equal(changeTouches(change, 'products/3'), false);
  assert.equal(changeTouches(change, 'products'), true);
  assert.equal(changeTouches(change, 'product-combos'), true);
  assert.equal(changeTouches(change, 'product-combos/1'), true, 'a combo shows its products');
  assert.equal(changeTouches(change, 'content/faqs'), false);
  assert.equal(changeTouches(change, 'products/2/reviews'), false);
});

test('a combo’s change touches that combo and the combo lists only', () => {
  const change = changedCombos(5);
  assert.equal(changeTouches(change, 'product-combos/5'), true);
  assert.equal(changeTouches(change, 'product-combos/6'), false);
  assert.equal(changeTouches(change, 'product-combos'), true);
  assert.equal(changeTouches(change, 'products'), false);
  assert.equal(changeTouches(change, 'products/5'), false);
});

test('an undescribed change touches every answer', () => {
  for (const path of ['products/1', 'products', 'product-combos/1', 'content/faqs'])
    assert.equal(changeTouches('all', path), true, path);
});

test('changes merge into one, and anything undescribed makes the whole undescribed', () => {
  assert.deepEqual(mergedChanges([changedProducts(1, 2), changedProducts(2), changedCombos(4)]), {
    products: [1, 2],
    combos: [4],
  });
  assert.equal(mergedChanges([changedProducts(1), 'all', changedCombos(4)]), 'all');
});

test('a change goes between instances as a notice; one unreadable or too long counts as undescribed', () => {
  const change = { products: [3, 9], combos: [1] };
  assert.deepEqual(changeFromNotice(changeAsNotice(change)), change);
  assert.equal(changeFromNotice(changeAsNotice('all')), 'all');
  assert.equal(changeFromNotice(''), 'all', 'an older instance’s notice carried no change');
  assert.equal(changeFromNotice('{"products":[-1],"combos":[]}'), 'all');
  assert.equal(changeFromNotice('{"products":["1"],"combos":[]}'), 'all');
  const many = changedProducts(...Array.from({ length: 2_000 }, (_, index) => index + 1));
  assert.ok(changeAsNotice(many).length < 8_000);
  assert.equal(changeFromNotice(changeAsNotice(many)), 'all');
});

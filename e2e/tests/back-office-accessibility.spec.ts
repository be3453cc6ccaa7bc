import type { Page } from '@playwright/test';
import { expect, expectAccessibleAtBothWidths, test } from '../support/accounts.ts';
import { openAdminScreen, signInAsAdmin } from '../support/back-office.ts';

/** The first row's button named like `name` in the screen's table, clicked. */
async function clickInFirstRow(page: Page, name: RegExp) {
  await page.getByRole('main').getByRole('row').nth(1).getByRole('button', { name }).click();
}

/** Axe at a desktop and a phone width on a dialog, which is then closed with its "No" or "Close". */
async function expectDialogAccessible(page: Page, dialogName: string | RegExp, closeWith: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await dialog.getByRole('button', { name: closeWith, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('the back office for everyone', () => {
  test.describe.configure({ timeout: 150_000 });

  // the orders list, an order's detail and its dialog are checked where an order exists: back-office-orders.spec.ts
  test('axe finds no violation on any admin screen or dialog, at a desktop and a phone width', async ({ page }) => {
    await signInAsAdmin(page);

    await openAdminScreen(page, 'Products', 'Manage Products');
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await clickInFirstRow(page, /^Change Status of /);
    await expectDialogAccessible(page, 'Confirm Status Change', 'No');

    await page
      .getByRole('main')
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: /^Edit / })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update Product' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Product Name' })).not.toHaveValue('');
    await expectAccessibleAtBothWidths(page);

    await openAdminScreen(page, 'Product Combos', 'Manage Product Combos');
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await clickInFirstRow(page, /^Change Status/);
    await expectDialogAccessible(page, 'Confirm Status Change', 'No');
    await page.getByRole('link', { name: '+ New' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Product Combo' })).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    await openAdminScreen(page, 'Users', 'Users');
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await clickInFirstRow(page, /^View Addresses of /);
    await expectDialogAccessible(page, /^Addresses of /, 'Close');
    await clickInFirstRow(page, /^Change Status of /);
    await expectDialogAccessible(page, 'Confirm Status Change', 'No');

    await openAdminScreen(page, 'Coupons', 'Manage Coupon');
    await expectAccessibleAtBothWidths(page);
    await page.getByRole('button', { name: '+ New' }).click();
    await expectDialogAccessible(page, 'New Coupon', 'Cancel');
  });
});

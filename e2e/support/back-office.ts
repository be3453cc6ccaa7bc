import type { Locator, Page } from '@playwright/test';
import { admin, expect, signIn } from './accounts.ts';

/**
 * Every request the page makes for the admin remote's files as the test goes on: those under the shop's
 * `/mfe/mfe-admin/`, or every request to `origin` when the remotes map serves the admin from there.
 */
export function adminRequests(page: Page, origin?: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (origin ? url.startsWith(origin) : new URL(url).pathname.startsWith('/mfe/mfe-admin/')) seen.push(url);
  });
  return seen;
}

export const signInAsAdmin = (page: Page) => signIn(page, admin.email, admin.password);

/** Opens a back-office screen from the account's or the back office's side menu and waits for its heading. */
export async function openAdminScreen(page: Page, link: string, heading: string) {
  const menu = page.getByRole('navigation', { name: /^(Account|Back office)$/ });
  await menu.getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The confirm dialog of a status change, answered. */
export async function confirmStatusChange(page: Page, answer: 'Yes' | 'No' = 'Yes') {
  await page.getByRole('dialog', { name: 'Confirm Status Change' }).getByRole('button', { name: answer }).click();
}

/** An Active row of a back-office table made Inactive: its Change Status, answered Yes. */
export async function deactivateRow(page: Page, row: Locator) {
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: /^Change Status/ }).click();
  await confirmStatusChange(page);
  await expect(row).toContainText('Inactive');
}

/**
 * A real PNG photo of `width`×`height` in `colour`, drawn by the browser's canvas, for the admin's uploads:
 * the server decodes what it receives, so the file must be an image, not just be named like one.
 */
export async function pngFile(page: Page, name: string, colour: string, width = 900, height = 900) {
  const dataUrl = await page.evaluate(
    ({ colour, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffffff';
      context.fillRect(width / 4, height / 4, width / 2, height / 2);
      return canvas.toDataURL('image/png');
    },
    { colour, width, height },
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

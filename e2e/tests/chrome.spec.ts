import type { Page } from '@playwright/test';
import { paths } from 'shared/config/routes';
import { expect, expectAccessible, test } from '../support/test.ts';

const navLinks = [
  { name: 'Home', href: paths.home },
  { name: 'Products', href: paths.products },
  { name: 'About Us', href: paths.about },
  { name: 'Blogs', href: paths.blogs },
  { name: 'Contact Us', href: paths.contact },
];

const footerLinks = [
  { name: 'Products', href: paths.products },
  { name: 'About Us', href: paths.about },
  { name: 'Contact Us', href: paths.contact },
  { name: 'FAQs', href: paths.faqs },
  { name: 'Return and Refund Policy', href: paths.returnPolicy },
  { name: 'Privacy Policy', href: paths.privacy },
  { name: 'Terms of Service', href: paths.terms },
  { name: 'Home', href: paths.home },
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');
const pageLoaded = (page: Page) => expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);

test.describe('global chrome', () => {
  test("the top navigation has the shop's links, the User link, and highlights the current path", async ({ page }) => {
    await page.goto(paths.home);
    const nav = mainNav(page);
    for (const { name, href } of navLinks) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'User' })).toHaveAttribute('href', paths.myAccount);
    await expect(nav.getByRole('link', { name: /Healthy Grains/ })).toHaveAttribute('href', paths.home);

    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await pageLoaded(page);
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL(paths.products);
    await expect(nav.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('on a small screen the menu toggle opens the list and choosing a link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(paths.home);
    const nav = mainNav(page);
    const toggle = nav.getByRole('button', { name: /menu/i });
    const products = nav.getByRole('link', { name: 'Products', exact: true });

    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const { name } of navLinks) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'User' })).toBeVisible();
    await pageLoaded(page);
    await expectAccessible(page);

    await products.click();
    await expect(page).toHaveURL(paths.products);
    await expect(products).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the footer has its links and two social links, and its links work', async ({ page }) => {
    await page.goto(paths.home);
    const quickLinks = footer(page).getByRole('navigation', { name: 'Quick links' });
    for (const { name, href } of footerLinks) {
      await expect(quickLinks.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const social = footer(page).getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(2);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }

    await quickLinks.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(paths.faqs);
    await expect(mainNav(page)).toBeVisible();
  });

  test('the view scrolls to the top after navigating from a scrolled page', async ({ page }) => {
    await page.goto(paths.home);
    await pageLoaded(page);
    const productsInFooter = footer(page).getByRole('link', { name: 'Products', exact: true });
    await productsInFooter.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await productsInFooter.click();
    await expect(page).toHaveURL(paths.products);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown path shows the not-found page inside the chrome', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expectAccessible(page);

    await page.getByRole('main').getByRole('link', { name: 'browse our products' }).click();
    await expect(page).toHaveURL(paths.products);
  });
});

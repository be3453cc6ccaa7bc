import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import { startSmtpCatcher, type SmtpCatcher } from '../../scripts/testing/smtp-catcher.ts';
import type { ShopProcess } from '../../scripts/testing/shop-process.ts';
import { startShop } from '../support/servers.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

/**
 * A shop of its own whose mail goes to a real SMTP server this test starts:
 * the contact form's message has to arrive there.
 */
test.describe('contact and newsletter', () => {
  test.describe.configure({ timeout: 120_000 });

  // unset in afterAll when beforeAll failed part-way
  let inbox: SmtpCatcher | undefined;
  let shopProcess: ShopProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    inbox = await startSmtpCatcher();
    shopProcess = await startShop({ env: { SMTP_URL: inbox.url } });
  });

  test.afterAll(async () => {
    await shopProcess?.stop();
    await inbox?.close();
  });

  test('a visitor sends a message that reaches the support inbox', async ({ page }) => {
    await page.goto(shopProcess!.baseURL + paths.contact);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: shop.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${shop.supportEmail}`,
    );
    await expect(main).toContainText(shop.address);
    await expect(main.getByTitle(/^Map of /)).toHaveAttribute('loading', 'lazy');

    const field = (name: string) => main.getByRole('textbox', { name, exact: true });
    const send = main.getByRole('button', { name: 'Send Message' });

    await send.click();
    await expect(main.getByRole('alert')).toHaveText('Please fill out all the required fields.');
    await expect(main.getByRole('alert')).toBeHidden({ timeout: 5_000 });

    await field('First Name').pressSequentially('Asha42');
    await expect(field('First Name')).toHaveValue('Asha');
    await field('Last Name').fill('Rao');
    await field('Email').fill('asha.rao@example.in');
    await field('Contact No.').pressSequentially('+91 98765-43210 99');
    await expect(field('Contact No.')).toHaveValue('+919876543210');
    await field('Message').fill('Do you ship the chilla mix to Pune? <script>alert("hi")</script>');
    await expectAccessible(page);

    await send.click();
    const sent = main.getByRole('status').filter({ hasText: 'Message sent successfully!' });
    await expect(sent).toBeVisible();
    await expect(field('First Name')).toHaveValue('');
    await expect(sent).toBeHidden({ timeout: 5_000 });

    await expect.poll(() => inbox!.mails.length).toBe(1);
    const [mail] = inbox!.mails;
    expect(mail!.envelope.to).toEqual([shop.supportEmail]);
    expect(mail!.parsed.replyTo?.[0]).toMatchObject({ address: 'asha.rao@example.in' });
    expect(mail!.parsed.html).toBeFalsy();
    for (const text of [
      'Asha',
      'Rao',
      'asha.rao@example.in',
      '+919876543210',
      'Do you ship the chilla mix to Pune? <script>alert("hi")</script>',
    ]) {
      expect(mail!.parsed.text).toContain(text);
    }
  });

  test('"Join Our Team" in the footer keeps an e-mail once and refuses a malformed one', async ({ page }) => {
    await page.goto(shopProcess!.baseURL + paths.faqs);
    const newsletter = page.getByRole('contentinfo').getByRole('region', { name: 'Join Our Team' });
    const email = newsletter.getByRole('textbox', { name: 'Email address' });
    const submit = newsletter.getByRole('button', { name: 'Submit' });

    await email.fill('not-an-email');
    await submit.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid), 'the browser refuses it').toBe(
      false,
    );
    await expect(newsletter.getByRole('status')).toHaveCount(0);

    await email.fill('Ravi.Kumar@Example.in');
    await submit.click();
    await expect(newsletter.getByRole('status')).toHaveText('Thank you for joining our team! We will be in touch.');
    await expect(email).toHaveValue('');
    await expectAccessible(page);

    await email.fill('ravi.kumar@example.in');
    await submit.click();
    // the same thanks: the footer tells nobody which addresses are already on the list
    await expect(newsletter.getByRole('status')).toHaveText('Thank you for joining our team! We will be in touch.');
  });
});

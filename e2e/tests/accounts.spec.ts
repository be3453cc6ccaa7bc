import { paths } from 'shared/config/routes';
import {
  admin,
  expect,
  expectAccessibleAtBothWidths,
  mailTo,
  newEmail,
  register,
  setNewPassword,
  shopLinkIn,
  signIn,
  storedItem,
  test,
} from '../support/accounts.ts';

const password = 'Millet#2026';

test.describe('accounts', () => {
  // each test hashes passwords (scrypt) and runs axe at two widths on several pages
  test.describe.configure({ timeout: 90_000 });

  test('a shopper registers, confirms the e-mail through the mailed link, signs in and logs out', async ({
    page,
    inbox,
    baseURL,
  }) => {
    const email = newEmail('meera');
    await page.goto(paths.register);
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    // The form's rules, checked before anything is sent.
    await register(page, `9${email}`, password);
    const form = page.getByRole('form', { name: 'Register' });
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email that starts with a letter.');
    await register(page, email, 'millet');
    await expect(form.getByRole('alert')).toHaveText(
      'Password must be at least 6 characters long and include a capital letter, a number, and a special character.',
    );
    await register(page, email, password, `${password}!`);
    await expect(form.getByRole('alert')).toHaveText('Password and Confirm Password must match.');
    await expectAccessibleAtBothWidths(page);

    await register(page, email, password);
    await expect(form.getByRole('status')).toHaveText('Registration successful!');
    await expect(form).toContainText(`We have sent a link to ${email}`);

    // Not confirmed yet: the login refuses and sends a new link.
    await page.goto(paths.myAccount);
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByRole('textbox', { name: 'Email address' }).fill(email);
    await login.getByLabel(/^Password( \*)?$/).fill(password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText(
      'Please confirm your email address first: we have sent you a new confirmation link.',
    );

    await expect.poll(() => inbox.mails.filter((mail) => mail.envelope.to.includes(email)).length).toBe(2);
    const [, latest] = inbox.mails.filter((mail) => mail.envelope.to.includes(email));
    expect(latest!.parsed.subject).toBe('Confirm your e-mail address for Healthy Grains');
    await page.goto(shopLinkIn(latest!, baseURL!));
    await expect(page).toHaveURL(new RegExp(`${paths.myAccount}\\?email_confirmed=1$`));
    await expectAccessibleAtBothWidths(page);

    await signIn(page, email, password);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Account' });
    for (const name of ['Dashboard', 'Orders', 'Addresses', 'Account Details']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(sidebar.getByRole('link', { name: 'Products', exact: true })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);

    // Signed in, the login page leads to the dashboard.
    await page.goto(paths.myAccount);
    await expect(page).toHaveURL(paths.dashboard);

    // Log Out revokes the token on the server, forgets the user and goes home.
    const token = await storedItem(page, 'token');
    await sidebar.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(paths.home);
    expect(await storedItem(page, 'token')).toBeNull();
    const withOldToken = await page.request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
    expect(withOldToken.status()).toBe(401);

    // Signed out, every account page leads to the login.
    for (const path of [
      paths.dashboard,
      paths.orders,
      paths.address,
      paths.editAddress('billing'),
      paths.accountForm,
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(paths.myAccount);
    }
  });

  test('a shopper who forgot the password resets it through the mailed link and signs in with the new one', async ({
    page,
    request,
    inbox,
    baseURL,
  }) => {
    const email = newEmail('kiran');
    const registered = await request.post('/api/registration-mail', { data: { email, password } });
    expect(registered.ok()).toBe(true);
    await page.goto(shopLinkIn(await mailTo(inbox, email, 'Confirm your e-mail'), baseURL!));

    await page.goto(paths.myAccount);
    await page.getByRole('link', { name: 'Lost your password?' }).click();
    await expect(page).toHaveURL(paths.lostPassword);
    await expectAccessibleAtBothWidths(page);
    const lost = page.getByRole('form', { name: 'Lost password' });
    await lost.getByRole('textbox', { name: 'Email address' }).fill(email);
    await lost.getByRole('button', { name: 'Reset Password' }).click();
    await expect(lost.getByRole('status')).toHaveText('Mail sent successfully!');

    const resetLink = shopLinkIn(await mailTo(inbox, email, 'Reset your'), baseURL!);
    await page.goto(resetLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await setNewPassword(page, 'Reset Password', 'short');
    const resetForm = page.getByRole('form', { name: 'Reset Password' });
    await expect(resetForm.getByRole('alert')).toHaveText(
      'Password must be 8+ characters and include uppercase, lowercase, number, and special character.',
    );
    const newPassword = 'Jowar#Roti99';
    await setNewPassword(page, 'Reset Password', newPassword);
    await expect(resetForm.getByRole('status')).toHaveText('Password reset successfully!');
    await expect(page).toHaveURL(paths.myAccount);

    // The link worked once.
    await page.goto(resetLink);
    await setNewPassword(page, 'Reset Password', 'Another#Pass1');
    await expect(page.getByRole('form', { name: 'Reset Password' }).getByRole('alert')).toHaveText(
      'Invalid or expired reset link.',
    );

    // The old password no longer opens the account; the new one does.
    await page.goto(paths.myAccount);
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByRole('textbox', { name: 'Email address' }).fill(email);
    await login.getByLabel(/^Password( \*)?$/).fill(password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText('Invalid credentials!');
    await signIn(page, email, newPassword);
  });

  test('the first admin signs in through the same login, keeps a_token and sees the back office links', async ({
    page,
  }) => {
    await signIn(page, admin.email, admin.password);
    expect(await storedItem(page, 'a_token')).toBeTruthy();
    const sidebar = page.getByRole('navigation', { name: 'Account' });
    for (const name of ['Products', 'Product Combos', 'Coupons', 'Users']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await sidebar.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(paths.home);
    expect(await storedItem(page, 'a_token')).toBeNull();
  });

  test('a token the server no longer honours signs the shopper out', async ({ page, request, inbox, baseURL }) => {
    const email = newEmail('ravi');
    await request.post('/api/registration-mail', { data: { email, password } });
    await page.goto(shopLinkIn(await mailTo(inbox, email, 'Confirm your e-mail'), baseURL!));
    await signIn(page, email, password);

    // The same account logs out elsewhere, with the same token: the server revokes it.
    const token = await storedItem(page, 'token');
    const loggedOut = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(loggedOut.ok()).toBe(true);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(paths.myAccount);
    expect(await storedItem(page, 'token')).toBeNull();
  });
});

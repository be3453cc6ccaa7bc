import { paths } from 'shared/config/routes';
import {
  admin,
  expect,
  expectAccessibleAtBothWidths,
  fillSavedAddress,
  mailTo,
  newEmail,
  register,
  setNewPassword,
  shopLinkIn,
  signedInShopper,
  signIn,
  storedItem,
  test,
} from '../support/accounts.ts';
import { serverCart, sessionIdOf, shopperAddress } from '../support/shopper.ts';

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

    // Log Out revokes the token on the server, forgets the user and goes home, in the new session the server
    // handed out: what was done signed in is not reachable through the id the browser had.
    const token = await storedItem(page, 'token');
    const sessionSignedIn = await sessionIdOf(page);
    await sidebar.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(paths.home);
    expect(await storedItem(page, 'token')).toBeNull();
    const sessionSignedOut = await sessionIdOf(page);
    expect(sessionSignedOut).not.toBe(sessionSignedIn);
    expect((await serverCart(page)).data).toEqual([]);
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

  test('a shopper asks for a sign-in link instead of the password, and the mailed link signs them in once', async ({
    page,
    request,
    inbox,
    baseURL,
  }) => {
    const email = newEmail('sunil');
    const registered = await request.post('/api/registration-mail', { data: { email, password } });
    expect(registered.ok()).toBe(true);
    await page.goto(shopLinkIn(await mailTo(inbox, email, 'Confirm your e-mail'), baseURL!));

    await page.goto(paths.lostPassword);
    const lost = page.getByRole('form', { name: 'Lost password' });
    await lost.getByRole('textbox', { name: 'Email address' }).fill(email);
    await lost.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(lost.getByRole('status')).toHaveText('Mail sent successfully!');

    const signInLink = shopLinkIn(await mailTo(inbox, email, 'sign-in link'), baseURL!);
    expect(new URL(signInLink).pathname).toBe(paths.loginLink);
    await page.goto(signInLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In by Link' })).toBeVisible();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(paths.dashboard);
    expect(await storedItem(page, 'token')).toBeTruthy();

    // The link worked once.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(signInLink);
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired sign-in link.');
    await expectAccessibleAtBothWidths(page);
  });

  test('the account refuses a PIN code the checkout would refuse', async ({ page, inbox, baseURL }) => {
    const email = await signedInShopper(page, inbox, baseURL!, 'lata');
    // Registration asks for no name: the dashboard greets the display name, the e-mail's local part.
    await expect(page.getByText(`Hello ${email.split('@')[0]}!`)).toBeVisible();

    const form = await fillSavedAddress(page, 'billing', { ...shopperAddress, pincode: '56004' });
    await expect(form.getByRole('alert')).toHaveText('Pincode must be 6 digits.');
    await expect(page).toHaveURL(paths.editAddress('billing'));

    // The server holds the same rule for a client that skips the form's check.
    const user = JSON.parse((await storedItem(page, 'user'))!) as { id: number };
    const address = {
      billing_first_name: shopperAddress.firstName,
      billing_last_name: shopperAddress.lastName,
      billing_address: shopperAddress.address,
      billing_country_id: 1,
      billing_country_name: 'India',
      billing_state: shopperAddress.state,
      billing_city: shopperAddress.city,
      billing_pincode: '56004',
    };
    const refused = await page.request.post('/api/user/update', {
      data: { id: user.id, billing_address: JSON.stringify(address) },
      headers: { Authorization: `Bearer ${await storedItem(page, 'token')}` },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ status: false, message: 'Pincode must be 6 digits.' });

    await form.getByRole('textbox', { name: 'Pincode' }).fill(shopperAddress.pincode);
    await form.getByRole('button', { name: 'Save billing address' }).click();
    await expect(form.getByRole('status')).toHaveText('Billing address updated!');
    await expect(page).toHaveURL(paths.address);
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

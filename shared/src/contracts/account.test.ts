import {
  ACCOUNT_MESSAGES,
  accountNamesProblem,
  accountPasswordProblem,
  addressProblem,
  addressUpdatedMessage,
  newPasswordProblem,
  registerEmailProblem,
  registerPasswordProblem,
} from 'shared/contracts/account';

describe('the register rules', () => {
  it('wants an e-mail that starts with a letter', () => {
    expect(registerEmailProblem('asha@example.in')).toBeNull();
    expect(registerEmailProblem('1asha@example.in')).toBe(ACCOUNT_MESSAGES.registerEmail);
    expect(registerEmailProblem('asha@example')).toBe(ACCOUNT_MESSAGES.registerEmail);
  });

  it('wants 6+ characters with a capital, a digit and one of !@#$%^&*', () => {
    expect(registerPasswordProblem('Abcd1!')).toBeNull();
    for (const weak of ['Abc1!', 'abcd1!', 'Abcde!', 'Abcde1', 'Abcde1?']) {
      expect(registerPasswordProblem(weak)).toBe(ACCOUNT_MESSAGES.registerPassword);
    }
  });
});

describe('the password rule of reset, create-password and the account form', () => {
  it('wants 8+ characters with lower and upper case, a digit and a special character', () => {
    expect(accountPasswordProblem('Millet#2024')).toBeNull();
    for (const weak of ['Mil#202', 'millet#2024', 'MILLET#2024', 'Millet#abcd', 'Millet2024']) {
      expect(accountPasswordProblem(weak)).toBe(ACCOUNT_MESSAGES.accountPassword);
    }
    expect(accountPasswordProblem('Mi#20245')).toBeNull();
  });

  it('then wants the confirmation to match', () => {
    expect(newPasswordProblem('Millet#2024', 'Millet#2025')).toBe('Passwords do not match.');
    expect(newPasswordProblem('Millet#2024', 'Millet#2024')).toBeNull();
  });
});

describe('the account form and the address edit', () => {
  it('names hold letters, digits and spaces; the display name is required', () => {
    expect(accountNamesProblem({ first_name: 'Asha 2', last_name: 'Rao', display_name: 'Asha' })).toBeNull();
    expect(accountNamesProblem({ first_name: 'Asha!' })).toBe('First name must not contain special characters.');
    expect(accountNamesProblem({ last_name: 'R@o' })).toBe('Last name must not contain special characters.');
    expect(accountNamesProblem({ display_name: ' ' })).toBe('Display name is required.');
  });

  it('an address names its first missing required field', () => {
    const address = {
      shipping_first_name: 'Asha',
      shipping_last_name: 'Rao',
      shipping_address: '14 Lalbagh Road',
      shipping_country_id: 1,
      shipping_state: 'Karnataka',
      shipping_city: 'Bengaluru',
      shipping_pincode: '560027',
    };
    expect(addressProblem(address, 'shipping')).toBeNull();
    expect(addressProblem({ ...address, shipping_city: '' }, 'shipping')).toBe('City is required.');
    expect(addressProblem(address, 'billing')).toBe('First name is required.');
    expect(addressProblem({ ...address, shipping_last_name: ' ' }, 'shipping')).toBe('Last name is required.');
    expect(addressUpdatedMessage('shipping')).toBe('Shipping address updated!');
  });

  it('refuses what the checkout refuses: a PIN code of other than 6 digits, a phone of more than 15', () => {
    const address = {
      billing_first_name: 'Asha',
      billing_last_name: 'Rao',
      billing_address: '14 Lalbagh Road',
      billing_country_id: 1,
      billing_state: 'Karnataka',
      billing_city: 'Bengaluru',
      billing_pincode: '560027',
      billing_contact_no: '+919876543210',
    };
    expect(addressProblem({ ...address, billing_pincode: '56002' }, 'billing')).toBe('Pincode must be 6 digits.');
    expect(addressProblem({ ...address, billing_pincode: '56002a' }, 'billing')).toBe('Pincode must be 6 digits.');
    expect(addressProblem({ ...address, billing_contact_no: '98765-43210' }, 'billing')).toBe(
      'Contact No. must be at most 15 digits.',
    );
    expect(addressProblem({ ...address, billing_city: 'x'.repeat(101) }, 'billing')).toBe(
      'Something went wrong while updating address.',
    );
  });
});

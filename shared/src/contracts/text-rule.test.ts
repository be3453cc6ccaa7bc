import { checkoutProblem, CHECKOUT_MESSAGES, type CheckoutRequest } from 'shared/contracts/checkout';
import { CONTACT_MESSAGES, contactProblem, typedName } from 'shared/contracts/contact';
import { characterCount, clipText, TEXT_RULE_MESSAGES, textProblem } from 'shared/contracts/text-rule';

describe('the text rule', () => {
  it('counts characters as PostgreSQL does: an emoji or a letter beyond the BMP is one', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('Chilla')).toBe(6);
    expect(characterCount('🌾🌾')).toBe(2);
    expect(characterCount('𠀀a')).toBe(2);
    // an unpaired half still takes a place of its own
    expect(characterCount('\ud800x\udfff')).toBe(3);
  });

  it('allows text up to its length in characters, and no further', () => {
    expect(textProblem('🌾'.repeat(300), 300)).toBeNull();
    expect(textProblem('🌾'.repeat(301), 300)).toBe(TEXT_RULE_MESSAGES.tooLong(300));
    expect(textProblem('a'.repeat(301), 300)).toBe('must be at most 300 characters');
  });

  it('refuses a null character and an unpaired surrogate, wherever it is', () => {
    expect(textProblem('Lalbagh\u0000Road', 100)).toBe(TEXT_RULE_MESSAGES.nullCharacter);
    for (const text of ['\ud800x\udfff', 'abc\ud83d', '\ude00abc']) {
      expect(textProblem(text, 100)).toBe(TEXT_RULE_MESSAGES.loneSurrogate);
    }
    expect(textProblem('नमस्ते 🙏 ಬೆಂಗಳೂರು', 100)).toBeNull();
  });

  it('clips to a number of characters without splitting an emoji', () => {
    expect(clipText('🌾🌾🌾', 2)).toBe('🌾🌾');
    expect(clipText('ok', 5)).toBe('ok');
  });
});

describe('the forms follow it', () => {
  const address = {
    billing_first_name: 'Asha',
    billing_last_name: 'Rao',
    billing_address: '14 Lalbagh Road',
    billing_city: 'Bengaluru',
    billing_state: 'Karnataka',
    billing_country: 1,
    billing_country_id: 1,
    billing_country_name: 'India',
    billing_pincode: '560027',
    billing_contact_no: '',
  };
  const order = (changes: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    contact_name: 'Asha Rao',
    contact_email: 'asha@example.in',
    contact_mobile: null,
    billing_address: address,
    shipping_address: Object.fromEntries(
      Object.entries(address).map(([name, value]) => [name.replace('billing_', 'shipping_'), value]),
    ) as unknown as CheckoutRequest['shipping_address'],
    order_notes: '',
    ...changes,
  });

  it('the checkout accepts 300 emoji in an address, and answers the generic message past its length or for broken text', () => {
    expect(checkoutProblem(order({ billing_address: { ...address, billing_address: '🌾'.repeat(300) } }))).toBeNull();
    expect(checkoutProblem(order({ billing_address: { ...address, billing_address: '🌾'.repeat(301) } }))).toBe(
      CHECKOUT_MESSAGES.requiredFields,
    );
    expect(checkoutProblem(order({ order_notes: 'ring\u0000' }))).toBe(CHECKOUT_MESSAGES.requiredFields);
    expect(checkoutProblem(order({ contact_email: 'asha\ud800@example.in' }))).toBe(CHECKOUT_MESSAGES.invalidEmail);
  });

  it('the contact form counts a name in characters and keeps typed names whole', () => {
    const form = { first_name: '𝒜'.repeat(50), last_name: 'Rao', email: 'asha@example.in', contact_no: '98765' };
    expect(contactProblem(form)).toBeNull();
    expect(contactProblem({ ...form, first_name: '𝒜'.repeat(51) })).toBe(CONTACT_MESSAGES.lettersOnly);
    expect(typedName('𝒜'.repeat(60))).toBe('𝒜'.repeat(50));
  });
});

import type { PaymentType } from 'shared/contracts/checkout';
import { CheckLabel, FormSection } from './checkout-layout.ts';

const labels: Record<PaymentType, string> = { online: 'Pay online', cod: 'Cash on delivery' };

/** Online payment (the default) and, only where the shop offers it, cash on delivery. */
export function PaymentChoice({
  value,
  onChange,
  codEnabled,
}: {
  value: PaymentType;
  onChange: (type: PaymentType) => void;
  codEnabled: boolean;
}) {
  const offered: PaymentType[] = codEnabled ? ['online', 'cod'] : ['online'];
  return (
    <FormSection>
      <legend>
        <h2>Payment option</h2>
      </legend>
      {offered.map((type) => (
        <CheckLabel key={type}>
          <input
            type="radio"
            name="payment_type"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          {labels[type]}
        </CheckLabel>
      ))}
    </FormSection>
  );
}

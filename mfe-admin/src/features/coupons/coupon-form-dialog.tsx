import { useId, useState, type SubmitEvent } from 'react';
import styled from 'styled-components';
import { COUPON_LIMITS, couponCodeInput, DISCOUNT_TYPES, type Coupon } from 'shared/contracts/coupons';
import { Notice } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from 'shared/ui/form-field.tsx';
import { Modal } from 'shared/ui/modal.tsx';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { ADMIN_MESSAGE_MS } from '../../ui/admin-timings.ts';
import { couponFormOf, newCouponForm, type CouponForm } from './coupon-form.ts';
import { useSaveCoupon } from './use-save-coupon.ts';

const Form = styled.form`
  display: grid;
  gap: 0.9rem;
  h2 {
    margin: 0;
  }
`;

// Two fields a line where they fit, so the whole form fits a laptop's window.
const Pair = styled.div`
  display: grid;
  gap: 0.9rem;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
`;

// Save and Cancel stay in sight when a short window scrolls the form (the dialog's padding is 1.5rem).
const Choices = styled.div`
  position: sticky;
  bottom: -1.5rem;
  display: flex;
  gap: 0.75rem;
  justify-content: flex-end;
  margin: 0 -1.5rem -1.5rem;
  padding: 0.75rem 1.5rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
`;

interface CouponFormDialogProps {
  /** the coupon to edit; null for a new one */
  editing: Coupon | null;
  onSaved: () => void;
  onClose: () => void;
}

/** The create/edit modal of Manage Coupon; a problem or a refusal shows in it for 3 s, a save closes it. */
export function CouponFormDialog({ editing, onSaved, onClose }: CouponFormDialogProps) {
  const titleId = useId();
  const [form, setForm] = useState(() => (editing ? couponFormOf(editing) : newCouponForm()));
  const [message, showMessage, clearMessage] = useFleetingMessage(ADMIN_MESSAGE_MS);
  const { save, saving } = useSaveCoupon(editing);

  const set = (name: keyof CouponForm) => (value: string) => setForm((typed) => ({ ...typed, [name]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearMessage();
    const outcome = await save(form);
    if (outcome.saved) onSaved();
    else showMessage(outcome.problem);
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
        <h2 id={titleId}>{editing ? 'Edit Coupon' : 'New Coupon'}</h2>
        {message && <Notice $tone={message.tone}>{message.text}</Notice>}
        <TextField
          label="Coupon Code"
          required
          autoComplete="off"
          value={form.coupon_code}
          onValue={(typed) => set('coupon_code')(couponCodeInput(typed))}
        />
        <Pair>
          <TextField
            label="Start Date"
            type="date"
            required
            value={form.coupon_from_date}
            onValue={set('coupon_from_date')}
          />
          <TextField
            label="End Date"
            type="date"
            required
            value={form.coupon_to_date}
            onValue={set('coupon_to_date')}
          />
        </Pair>
        <Pair>
          <SelectField label="Discount Type" value={form.discount_type} onValue={set('discount_type')}>
            {DISCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Discount"
            type="number"
            required
            min={0}
            step={0.01}
            inputMode="decimal"
            value={form.discount_percentage}
            onValue={set('discount_percentage')}
          />
        </Pair>
        <TextAreaField
          label="Description"
          maxLength={COUPON_LIMITS.description}
          value={form.coupon_description}
          onValue={set('coupon_description')}
        />
        <SelectField label="Status" value={form.coupon_status} onValue={set('coupon_status')}>
          <option value="1">Active</option>
          <option value="0">Inactive</option>
        </SelectField>
        <Choices>
          <Button type="button" $variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </Choices>
      </Form>
    </Modal>
  );
}

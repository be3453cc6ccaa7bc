import type { Coupon } from 'shared/contracts/coupons';
import { BackOfficeRowActions } from 'shared/ui/row-actions.tsx';
import { ChangeStatusButton } from '../../ui/change-status-button.tsx';
import { PagedTable } from 'shared/ui/paged-table.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { couponDay, couponDiscount } from './coupon-texts.ts';

interface CouponsTableProps {
  coupons: readonly Coupon[];
  onEdit: (coupon: Coupon) => void;
  onChangeStatus: (coupon: Coupon) => void;
}

const columns = ['Code', 'Valid from', 'Valid to', 'Discount', 'Status', 'Action'] as const;

/** Code, Valid from, Valid to, Discount (₹ or %), Status, Action (Edit, Change Status); 10 rows a page. */
export function CouponsTable({ coupons, onEdit, onChangeStatus }: CouponsTableProps) {
  return (
    <PagedTable
      label="Coupons table"
      columns={columns}
      rows={coupons}
      emptyText="No coupons found."
      rowKey={(coupon) => coupon.id}
      cells={(coupon) => (
        <>
          <td>{coupon.coupon_code}</td>
          <td>{couponDay(coupon.coupon_from_date)}</td>
          <td>{couponDay(coupon.coupon_to_date)}</td>
          <td>{couponDiscount(coupon)}</td>
          <td>
            <StatusBadge status={coupon.coupon_status} />
          </td>
          <BackOfficeRowActions>
            <button type="button" aria-label={`Edit ${coupon.coupon_code}`} onClick={() => onEdit(coupon)}>
              Edit
            </button>
            <ChangeStatusButton of={coupon.coupon_code} onClick={() => onChangeStatus(coupon)} />
          </BackOfficeRowActions>
        </>
      )}
    />
  );
}

import { useEffect, useState } from 'react';
import { COUPON_MESSAGES, type Coupon } from 'shared/contracts/coupons';
import { Notice } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { TextField } from 'shared/ui/form-field.tsx';
import { Spinner } from 'shared/ui/spinner.tsx';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AdminLayout } from '../../admin-area/admin-layout.tsx';
import { ADMIN_MESSAGE_MS } from '../../ui/admin-timings.ts';
import { StatusChangeDialog } from '../../ui/status-change-dialog.tsx';
import { TableToolbar } from '../../ui/table-toolbar.tsx';
import { useStatusChange } from '../../ui/use-status-change.ts';
import { useGetCouponsQuery, useUpdateCouponStatusMutation } from './api.ts';
import { CouponFormDialog } from './coupon-form-dialog.tsx';
import { searchCoupons } from './coupon-search.ts';
import { CouponsTable } from './coupons-table.tsx';

/** The modal: closed, open for a new coupon, or open on the coupon being edited. */
type CouponModal = { editing: Coupon | null } | null;

/** `coupons`: every coupon, searchable and paged; "+ New" and Edit open the coupon modal; Change Status asks first. */
export function CouponsScreen() {
  usePageMeta('Manage Coupon');
  const { data: coupons = [], isLoading, isError } = useGetCouponsQuery();
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<CouponModal>(null);
  const [saved, showSaved] = useFleetingMessage(ADMIN_MESSAGE_MS);
  const [updateCouponStatus] = useUpdateCouponStatusMutation();
  const statusChange = useStatusChange<Coupon>({
    statusOf: (coupon) => coupon.coupon_status,
    save: (coupon, coupon_status) => updateCouponStatus({ id: coupon.id, coupon_status }).unwrap(),
    failed: COUPON_MESSAGES.statusFailed,
    unreachable: COUPON_MESSAGES.somethingWrong,
  });

  // A failed list is only logged.
  useEffect(() => {
    if (isError) console.error('Failed to fetch coupons');
  }, [isError]);

  const message = statusChange.message ?? saved;

  return (
    <AdminLayout title="Manage Coupon">
      <TableToolbar>
        <TextField label="Search Coupons" type="search" value={search} onValue={setSearch} />
        <Button type="button" onClick={() => setModal({ editing: null })}>
          + New
        </Button>
      </TableToolbar>
      {message && <Notice $tone={message.tone}>{message.text}</Notice>}
      {isLoading ? (
        <Spinner label="Loading coupons" />
      ) : (
        <CouponsTable
          coupons={searchCoupons(coupons, search)}
          onEdit={(coupon) => setModal({ editing: coupon })}
          onChangeStatus={statusChange.ask}
        />
      )}
      {modal && (
        <CouponFormDialog
          editing={modal.editing}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            showSaved(COUPON_MESSAGES.saved, 'success');
          }}
        />
      )}
      <StatusChangeDialog change={statusChange} subjectOf={(coupon) => `coupon ${coupon.coupon_code}`} />
    </AdminLayout>
  );
}

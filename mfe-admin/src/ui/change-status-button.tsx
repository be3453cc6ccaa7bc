/** A row's "Change Status" action (in `RowActions`); its accessible name says whose status ("Change Status of HEALTH10"). */
export function ChangeStatusButton({ of, onClick }: { of: string; onClick: () => void }) {
  return (
    <button type="button" aria-label={`Change Status of ${of}`} onClick={onClick}>
      Change Status
    </button>
  );
}

import { useState } from 'react';
import { failureMessage } from 'shared/api/server-errors';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { ADMIN_MESSAGE_MS } from './admin-timings.ts';

interface StatusSaving<Row> {
  statusOf: (row: Row) => 0 | 1;
  /** sends the new status; rejects as an RTK Query `unwrap()` does */
  save: (row: Row, nextStatus: 0 | 1) => Promise<unknown>;
}

interface FailureShown {
  /** the banner when the server refuses without a message of its own */
  failed: string;
  /** the banner when the server cannot be reached */
  unreachable: string;
}

/** a failure only logged, with this text, and no banner (a combo's) */
interface FailureLogged {
  logFailureAs: string;
}

type StatusChangeRules<Row> = StatusSaving<Row> & (FailureShown | FailureLogged);

/**
 * A table's Change Status: the row being asked about (the "Confirm Status Change" dialog is open while there
 * is one), and on Yes the flipped status sent, the dialog closed and a failure shown as a banner for 3 s (or only
 * logged, as a combo's).
 */
export function useStatusChange<Row>(rules: StatusChangeRules<Row>) {
  const { statusOf, save } = rules;
  const [asked, setAsked] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, showMessage] = useFleetingMessage(ADMIN_MESSAGE_MS);

  const nextStatus = (row: Row): 0 | 1 => (statusOf(row) === 1 ? 0 : 1);

  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    try {
      await save(asked, nextStatus(asked));
    } catch (error) {
      if ('logFailureAs' in rules) console.error(rules.logFailureAs, error);
      else showMessage(failureMessage(error, rules.failed, rules.unreachable));
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };

  return {
    asked,
    ask: setAsked,
    dismiss: () => setAsked(null),
    confirm: () => void confirm(),
    nextStatus,
    busy,
    message,
  };
}

/** What `useStatusChange` gives a screen. */
export type StatusChange<Row> = ReturnType<typeof useStatusChange<Row>>;

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Notice } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import type { FleetingMessage } from 'shared/ui/use-fleeting-message';

const FormNotice = styled(Notice)`
  margin: 0;
`;

interface EntryFormFooterProps {
  message: FleetingMessage | null;
  /** True while the form is being sent: the button then shows `busyButton` and is off. */
  busy: boolean;
  button: string;
  busyButton: string;
  /** Keeps the button off after the form has done its work as well. */
  disabled?: boolean;
  /** What shows between the message and the button. */
  children?: ReactNode;
}

/** The end of a signed-out screen's form: its message, then the submit button. */
export function EntryFormFooter({
  message,
  busy,
  button,
  busyButton,
  disabled = busy,
  children,
}: EntryFormFooterProps) {
  return (
    <>
      {message && <FormNotice $tone={message.tone}>{message.text}</FormNotice>}
      {children}
      <Button type="submit" disabled={disabled}>
        {busy ? busyButton : button}
      </Button>
    </>
  );
}

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';

type Placement = 'center' | 'left';

const Backdrop = styled.div<{ $placement: Placement }>`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  background: rgba(31, 36, 33, 0.45);
  ${({ $placement }) =>
    $placement === 'center'
      ? css`
          align-items: center;
          justify-content: center;
          padding: 1rem;
        `
      : css`
          justify-content: flex-start;
        `}
`;

const Panel = styled.div<{ $placement: Placement }>`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  outline: none;
  ${({ $placement, theme }) =>
    $placement === 'center'
      ? css`
          width: min(26rem, 100%);
          max-height: 100%;
          overflow: auto;
          padding: 1.5rem;
          border-radius: ${theme.radius};
        `
      : css`
          width: min(26rem, 100vw);
          height: 100%;
          padding: 1.25rem;
        `}
`;

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  placement?: Placement;
  /** Whether a click outside the panel closes it (a cart yes; a payment window no). */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves into it and stays there (Tab cycles), Escape
 * closes it, and focus returns to where it was when it closes.
 */
export function Modal({ labelledBy, onClose, placement = 'center', closeOnBackdrop = false, children }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => before?.focus();
  }, []);

  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      $placement={placement}
      onMouseDown={(event) => closeOnBackdrop && event.target === event.currentTarget && onClose()}
    >
      <Panel
        ref={panel}
        $placement={placement}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
      >
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

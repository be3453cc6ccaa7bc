import type { ReactNode } from 'react';
import styled from 'styled-components';

const Scroll = styled.div`
  overflow-x: auto;
`;

/** Where a table is wider than a phone it scrolls; focusable and named, so a keyboard can scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroll>
  );
}

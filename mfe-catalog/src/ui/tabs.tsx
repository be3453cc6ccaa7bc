import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface Tab {
  title: string;
  panel: ReactNode;
}

// Every tab in view on any screen: on a phone the tabs share the width equally, and a long title wraps onto a
// second line instead of scrolling away.
const TabList = styled.div`
  display: flex;
  gap: 0.25rem;
  box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.border};
`;

const TabButton = styled.button`
  padding: 0.7rem 1.1rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primaryDark};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex: 1 1 0;
    padding: 0.6rem 0.5rem;
    font-size: 0.95rem;
  }
`;

const Panel = styled.div`
  padding: 1.25rem 0;
`;

const nextIndex: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. */
export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = nextIndex[event.key];
    if (!move) return;
    event.preventDefault();
    const index = move(selected, tabs.length);
    setSelected(index);
    buttons.current[index]?.focus();
  };

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <TabButton
            key={index}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {tab.title}
          </TabButton>
        ))}
      </TabList>
      {tabs.map((tab, index) => (
        <Panel
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
        >
          {tab.panel}
        </Panel>
      ))}
    </div>
  );
}

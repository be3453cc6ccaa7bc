import type { ReactNode } from 'react';
import styled from 'styled-components';

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  margin-top: 1rem;
`;

export const ControlButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

const Dot = styled.button`
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 0.7rem;
    height: 0.7rem;
    margin: auto;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Arrow = ({ points }: { points: string }) => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

interface CarouselControlsProps {
  /** What one slide is, in words: "slide", "testimonial". */
  itemName: string;
  count: number;
  current: number;
  onPrevious: () => void;
  onNext: () => void;
  onShow: (index: number) => void;
  children?: ReactNode;
}

export function CarouselControls({
  itemName,
  count,
  current,
  onPrevious,
  onNext,
  onShow,
  children,
}: CarouselControlsProps) {
  return (
    <Controls>
      <ControlButton type="button" aria-label={`Previous ${itemName}`} onClick={onPrevious}>
        <Arrow points="10,3 5,8 10,13" />
      </ControlButton>
      {Array.from({ length: count }, (_, index) => (
        <Dot
          key={index}
          type="button"
          aria-label={`Show ${itemName} ${index + 1} of ${count}`}
          aria-current={index === current}
          onClick={() => onShow(index)}
        />
      ))}
      <ControlButton type="button" aria-label={`Next ${itemName}`} onClick={onNext}>
        <Arrow points="6,3 11,8 6,13" />
      </ControlButton>
      {children}
    </Controls>
  );
}

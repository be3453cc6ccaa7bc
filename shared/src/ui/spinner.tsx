import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 2rem;
  height: 2rem;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 3rem 1rem;
`;

/** A busy indicator whose label screen readers announce. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Centered role="status" aria-label={label}>
      <Ring />
    </Centered>
  );
}

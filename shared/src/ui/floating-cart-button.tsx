import styled from 'styled-components';

const Floating = styled.button`
  position: fixed;
  left: 1rem;
  bottom: 1rem;
  z-index: 40;
  display: flex;
  align-items: center;
  height: 3.25rem;
  min-width: 3.25rem;
  padding: 0 0.95rem;
  border: none;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;
  span {
    max-width: 0;
    overflow: hidden;
    white-space: nowrap;
    transition:
      max-width 0.25s,
      margin 0.25s;
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primaryDark};
    span {
      max-width: 4rem;
      margin-left: 0.5rem;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      transition: none;
    }
  }
`;

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="20" r="1.4" />
      <circle cx="17" cy="20" r="1.4" />
    </svg>
  );
}

/** The round cart button at the bottom left; it widens to show "Cart" on hover and on keyboard focus. */
export function FloatingCartButton({ onOpen }: { onOpen: () => void }) {
  return (
    <Floating type="button" aria-haspopup="dialog" onClick={onOpen}>
      <CartIcon />
      <span>Cart</span>
    </Floating>
  );
}

import styled, { css } from 'styled-components';

interface ButtonProps {
  $variant?: 'primary' | 'outline';
}

const buttonStyle = css<ButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  padding: 0.7rem 1.4rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.2s,
    color 0.2s,
    opacity 0.2s;
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: #fff;
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryDark};
          }
        `
      : css`
          background: transparent;
          color: ${theme.colors.primary};
          &:hover:not(:disabled) {
            background: ${theme.colors.highlight};
          }
        `}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<ButtonProps>`
  ${buttonStyle}
`;

/** A link that looks like a button ("Shop Now", "View Details"). */
export const ButtonLink = styled.a<ButtonProps>`
  ${buttonStyle}
`;

import styled from 'styled-components';

const Badge = styled.span<{ $active: boolean }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  color: #fff;
  font-size: 0.875rem;
  font-weight: 600;
  background: ${({ $active, theme }) => ($active ? theme.colors.success : theme.colors.muted)};
`;

export const statusLabel = (status: 0 | 1) => (status === 1 ? 'Active' : 'Inactive');

/** A record's status (1 active, 0 inactive) as the back office's tables show it: an Active or Inactive badge. */
export function StatusBadge({ status }: { status: 0 | 1 }) {
  return <Badge $active={status === 1}>{statusLabel(status)}</Badge>;
}

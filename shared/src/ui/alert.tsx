import styled from 'styled-components';

export const Alert = styled.p.attrs({ role: 'alert' })<{ $tone?: 'success' | 'danger' }>`
  margin: 0.75rem 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  color: #fff;
  background: ${({ theme, $tone = 'danger' }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
`;

/** A message whose live region follows its tone: a success is news (`status`), a failure needs attention (`alert`). */
export const Notice = styled(Alert).attrs<{ $tone?: 'success' | 'danger' }>(({ $tone }) => ({
  role: $tone === 'success' ? 'status' : 'alert',
}))``;

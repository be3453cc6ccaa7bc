import styled from 'styled-components';

export const Alert = styled.p.attrs({ role: 'alert' })<{ $tone?: 'success' | 'danger' }>`
  margin: 0.75rem 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  color: #fff;
  background: ${({ theme, $tone = 'danger' }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
`;

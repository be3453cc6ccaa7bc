import styled from 'styled-components';

/** The column of fields, message and button of a signed-out screen's form. */
export const EntryForm = styled.form`
  display: grid;
  gap: 1rem;
  button[type='submit'] {
    justify-self: start;
    min-width: 9rem;
  }
`;

/** The links under a form ("Lost your password?", "Register"). */
export const EntryLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin: 1rem 0 0;
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 600;
  }
`;

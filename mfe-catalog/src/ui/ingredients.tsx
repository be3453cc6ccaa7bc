import type { Product } from 'shared/contracts/catalog';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.3rem 0.8rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.highlight};
  }
`;

const Heading = styled.h2`
  font-size: 1.2rem;
  margin: 1.5rem 0 0.75rem;
`;

/** The ingredients of a product; `level` keeps headings in order on the combo page. */
export function Ingredients({ ingredients, level = 'h2' }: Pick<Product, 'ingredients'> & { level?: 'h2' | 'h3' }) {
  if (ingredients.length === 0) return null;
  return (
    <section>
      <Heading as={level}>Ingredients</Heading>
      <List>
        {ingredients.map((item) => (
          <li key={item.id}>{item.ingredient}</li>
        ))}
      </List>
    </section>
  );
}

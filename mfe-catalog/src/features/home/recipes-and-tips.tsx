import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import styled from 'styled-components';
import { VisuallyHidden } from 'shared/ui/visually-hidden';
import { HomeSection } from './home-section.tsx';

const recipes = [
  {
    title: 'Soft ragi-jowar rotis, every time',
    text: 'Warm water, a ten-minute rest and butter paper: three habits that stop gluten-free dough from cracking.',
  },
  {
    title: 'Paneer-stuffed protein chilla',
    text: 'Turn a five-minute breakfast into a 25 g protein meal your children will actually finish.',
  },
  {
    title: 'Vegetable millet upma for lunchboxes',
    text: 'Why millet upma stays fluffy till lunchtime, and which vegetables to add the night before.',
  },
];

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    padding: 1.25rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    flex: 1;
  }
  a {
    font-weight: 600;
  }
`;

export function RecipesAndTips() {
  return (
    <HomeSection title="Healthy Recipes & Tips" intro="Ideas from our kitchen for everyday gluten-free cooking." tinted>
      <List>
        {recipes.map((recipe) => (
          <li key={recipe.title}>
            <h3>{recipe.title}</h3>
            <p>{recipe.text}</p>
            <Link to={paths.blogs}>
              Read more<VisuallyHidden>: {recipe.title}</VisuallyHidden>
            </Link>
          </li>
        ))}
      </List>
    </HomeSection>
  );
}

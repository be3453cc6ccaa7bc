import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import { Page } from 'shared/ui/page.tsx';
import type { PageHead } from 'shared/server-rendering/page-head';
import { usePageMeta } from 'shared/ui/use-page-meta';
import styled from 'styled-components';
import { Prose } from '../../ui/prose.ts';
import { differences } from './what-makes-us-different.ts';

const DifferencesHeading = styled.h2`
  margin: 2rem 0 1rem;
  font-size: 1.45rem;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Differences = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: 1rem;
  margin: 0 0 2.5rem;
  padding: 0;
  list-style: none;
  li {
    padding: 1.25rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.highlight};
  }
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  font-weight: 600;
`;

export const aboutHead: PageHead = {
  title: 'About Us',
  description: `How ${shop.name} began in a Bengaluru kitchen, our mission, and what makes our gluten-free millet mixes different.`,
};

export function AboutScreen() {
  usePageMeta(aboutHead.title, aboutHead.description);
  return (
    <Page>
      <h1>About Us</h1>
      <Prose>
        <h2>Our story</h2>
        <p>
          {shop.name} began in a Bengaluru kitchen, the year a member of our family was diagnosed with coeliac disease.
          Overnight the rotis, parathas and upma we had grown up with were off the table, and the gluten-free food in
          the shops was either imported and expensive or tasted of very little.
        </p>
        <p>
          So we went back to the grains our grandparents cooked with: jowar, bajra, ragi, foxtail and little millet. We
          blended them with moong dal, chana dal and besan, roasted and milled them in small batches, and tested each
          blend at our own table until the food tasted like home again. Friends asked for a packet, then their friends
          did, and the kitchen became a small mill.
        </p>

        <h2>Our mission</h2>
        <p>
          We want every Indian family, whether it lives with coeliac disease, diabetes or simply a busy weekday, to eat
          food that is gluten-free, rich in protein and fibre, and as quick to cook as the refined food it replaces.
          Good nutrition should not mean giving up the dishes you love or spending an hour in the kitchen.
        </p>
        <p>
          We also want millets back on India&apos;s plates. They need less water than rice and wheat, grow well in dry
          regions and support small farmers; every packet of our flour is a small vote for them.
        </p>
      </Prose>

      <DifferencesHeading>What makes our mixes different</DifferencesHeading>
      <Differences>
        {differences.map(({ title, text }) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </Differences>

      <Actions>
        <Link to={paths.products}>Browse our products</Link>
        <Link to={paths.blogs}>Read our recipes</Link>
        <Link to={paths.contact}>Contact us</Link>
      </Actions>
    </Page>
  );
}

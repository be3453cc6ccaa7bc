import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import styled from 'styled-components';
import { HomeSection } from './home-section.tsx';

const Columns = styled.div`
  display: grid;
  gap: 1rem 2.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr 1fr;
  }
  p {
    margin: 0;
  }
`;

export function AboutBlock() {
  return (
    <HomeSection title={`About ${shop.name}`}>
      <Columns>
        <p>
          {shop.name} began in a Bengaluru kitchen, with a family member newly diagnosed with coeliac disease and a
          stack of rotis nobody could eat. We went back to the grains our grandparents cooked with (jowar, bajra, ragi,
          foxtail and little millet) and blended them with pulses until the food tasted like home again.
        </p>
        <p>
          Today we mill and pack every flour and breakfast mix in a dedicated gluten-free unit in Karnataka, buy our
          millets from farmer collectives, and print the full nutrition table on every pack. Good food, high in protein
          and fibre, that fits a weekday morning. <Link to={paths.about}>Read our story</Link>
        </p>
      </Columns>
    </HomeSection>
  );
}

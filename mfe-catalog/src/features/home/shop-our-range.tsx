import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { ButtonLink } from 'shared/ui/button.tsx';
import styled from 'styled-components';
import { HomeSection } from './home-section.tsx';

const CallToAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem 2rem;
  p {
    margin: 0;
    max-width: 40rem;
    font-size: 1.1rem;
  }
`;

export function ShopOurRange() {
  return (
    <HomeSection title="Shop Our Range Now">
      <CallToAction>
        <p>
          Flours, breakfast mixes and money-saving combos, packed fresh and delivered across India. Your first
          gluten-free, high-protein week starts here.
        </p>
        <ButtonLink as={Link} to={paths.products}>
          Explore All Products
        </ButtonLink>
      </CallToAction>
    </HomeSection>
  );
}

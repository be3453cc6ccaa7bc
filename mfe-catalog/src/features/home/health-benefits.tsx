import styled from 'styled-components';
import { HomeSection } from './home-section.tsx';

const benefits = [
  {
    title: 'Gluten-free by design',
    text: 'No wheat, barley or maida, and a mill that handles nothing else, so coeliac and gluten-sensitive families can eat without worry.',
  },
  {
    title: 'Protein in every pack',
    text: 'Moong, chana and urad dal sit beside the millets: up to 18 g of protein per 100 g to keep muscles and growing children fed.',
  },
  {
    title: 'Fibre that keeps you full',
    text: 'Whole millets and psyllium husk bring up to 10 g of fibre per 100 g, for easy digestion and no mid-morning hunger pangs.',
  },
  {
    title: 'Slow, steady energy',
    text: 'Millets release their carbohydrates gently, which helps keep blood sugar even through the day.',
  },
];

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 1.25rem;
    border-top: 4px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

export function HealthBenefits() {
  return (
    <HomeSection
      title="Health Benefits at a Glance"
      intro="What changes when millets and pulses take the place of refined flour on your plate."
    >
      <List>
        {benefits.map((benefit) => (
          <li key={benefit.title}>
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </li>
        ))}
      </List>
    </HomeSection>
  );
}

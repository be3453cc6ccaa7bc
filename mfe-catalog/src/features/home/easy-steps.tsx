import styled from 'styled-components';
import { HomeSection } from './home-section.tsx';

const steps = [
  { title: 'Pick your mix', text: 'Atta for rotis, chilla mix for a protein breakfast, or upma mix for a warm bowl.' },
  { title: 'Add water', text: 'Every pack tells you how much. Toss in onions, paneer or vegetables if you like.' },
  {
    title: 'Cook in minutes',
    text: 'Five to ten minutes on the tawa or in the kadhai, and a wholesome meal is on the table.',
  },
];

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    margin-bottom: 0.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    font-weight: 700;
    font-size: 1.2rem;
  }
  h3 {
    margin: 0 0 0.4rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

export function EasySteps() {
  return (
    <HomeSection title="Healthy Meals in 3 Easy Steps">
      <Steps>
        {steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
    </HomeSection>
  );
}

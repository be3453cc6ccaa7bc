import { productImageSources } from 'shared/api/image-url';
import type { Product } from 'shared/contracts/catalog';
import styled from 'styled-components';

const Steps = styled.ol`
  margin: 0 0 1rem;
  padding-left: 1.4rem;
  li + li {
    margin-top: 0.5rem;
  }
`;

const Tip = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radius};
`;

const StepsImage = styled.img`
  width: 100%;
  max-width: 28rem;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  margin-bottom: 1rem;
`;

type HowToUseProps = Pick<Product, 'id' | 'name' | 'how_to_use' | 'how_to_use_image' | 'how_to_use_tip'>;

export function HowToUse({ id, name, how_to_use, how_to_use_image, how_to_use_tip }: HowToUseProps) {
  const steps = [...how_to_use].sort((a, b) => a.step_order - b.step_order);
  return (
    <>
      <Steps>
        {steps.map((step) => (
          <li key={step.id}>{step.step_details}</li>
        ))}
      </Steps>
      {how_to_use_image && (
        <StepsImage
          {...productImageSources(id, how_to_use_image, 'howToUse')}
          alt={`Preparing ${name}`}
          width={448}
          height={336}
          loading="lazy"
        />
      )}
      {how_to_use_tip && (
        <Tip>
          <strong>Tip:</strong> {how_to_use_tip}
        </Tip>
      )}
    </>
  );
}

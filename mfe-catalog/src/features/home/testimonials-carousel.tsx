import styled from 'styled-components';
import { CarouselControls } from './carousel-controls.tsx';
import { HomeSection } from './home-section.tsx';
import { SliderSlide, SliderTrack } from './slider.ts';
import { testimonials } from './testimonials.ts';
import { useCarousel } from './use-carousel.ts';

/** A testimonial slide's move takes 0.5 s. */
const TESTIMONIAL_SPEED_MS = 500;

/** Two testimonials on wide screens, one below 768 px. */
const Track = styled(SliderTrack)`
  --slide-gap: 20px;
  @media (max-width: 767px) {
    --slide-gap: 12px;
  }
`;

const Slide = styled(SliderSlide)`
  width: calc((100% - var(--slide-gap)) / 2);
  @media (max-width: 767px) {
    width: 100%;
  }
  padding: 1.5rem;
  figure {
    margin: 0;
  }
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  blockquote {
    margin: 0 0 1.25rem;
    font-size: 1.05rem;
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  figcaption span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.95rem;
  }
`;

const Avatar = styled.div<{ $background: string }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ $background }) => $background};
  color: #fff;
  font-weight: 700;
`;

export function TestimonialsCarousel() {
  const carousel = useCarousel(testimonials.length, TESTIMONIAL_SPEED_MS);
  return (
    <HomeSection title="What Our Customers Say" tinted>
      <div role="group" aria-roledescription="carousel" aria-label="Customer testimonials">
        <Track {...carousel.trackProps}>
          {testimonials.map((testimonial, index) => (
            <Slide
              key={testimonial.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              style={carousel.slideStyle(index)}
            >
              <figure>
                <blockquote>
                  <p>“{testimonial.text}”</p>
                </blockquote>
                <figcaption>
                  <Avatar $background={testimonial.avatar.background} aria-hidden="true">
                    {testimonial.avatar.initials}
                  </Avatar>
                  <div>
                    <strong>{testimonial.name}</strong>
                    <span>{testimonial.role}</span>
                  </div>
                </figcaption>
              </figure>
            </Slide>
          ))}
        </Track>
        <CarouselControls
          itemName="testimonial"
          count={testimonials.length}
          current={carousel.current}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          onShow={carousel.show}
        />
      </div>
    </HomeSection>
  );
}

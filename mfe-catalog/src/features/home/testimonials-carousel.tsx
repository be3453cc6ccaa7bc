import { useKeenSlider, type KeenSliderOptions } from 'keen-slider/react';
import { useState } from 'react';
import styled from 'styled-components';
import { CarouselControls } from './carousel-controls.tsx';
import { HomeSection } from './home-section.tsx';
import { SliderSlide, SliderTrack } from './slider.ts';
import { testimonials } from './testimonials.ts';

/** Spec, section 9: two testimonials on wide screens, one below 768 px. */
const options: KeenSliderOptions = {
  loop: true,
  defaultAnimation: { duration: 500 },
  slides: { perView: 2, spacing: 20 },
  breakpoints: { '(max-width: 767px)': { slides: { perView: 1, spacing: 12 } } },
};

const Slide = styled(SliderSlide).attrs({ className: 'keen-slider__slide' })`
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
  const [current, setCurrent] = useState(0);
  const [sliderOptions] = useState<KeenSliderOptions>(() => ({
    ...options,
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
  }));
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(sliderOptions);
  return (
    <HomeSection title="What Our Customers Say" tinted>
      <div role="group" aria-roledescription="carousel" aria-label="Customer testimonials">
        <SliderTrack ref={sliderRef}>
          {testimonials.map((testimonial, index) => (
            <Slide
              key={testimonial.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
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
        </SliderTrack>
        <CarouselControls
          itemName="testimonial"
          count={testimonials.length}
          current={current}
          onPrevious={() => slider.current?.prev()}
          onNext={() => slider.current?.next()}
          onShow={(index) => slider.current?.moveToIdx(index)}
        />
      </div>
    </HomeSection>
  );
}

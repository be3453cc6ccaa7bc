import { useId, useState } from 'react';
import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import { ButtonLink } from 'shared/ui/button.tsx';
import styled from 'styled-components';
import { CarouselControls, ControlButton } from './carousel-controls.tsx';
import { grainArt } from './grain-art.ts';
import { heroSlides } from './hero-slides.ts';
import { usePrefersReducedMotion } from './reduced-motion.ts';
import { SliderSlide, SliderTrack } from './slider.ts';
import { useAutoplay } from './use-autoplay.ts';
import { useCarousel } from './use-carousel.ts';

/** The hero slides move every 4 s, each move taking 2 s. */
const HERO_AUTOPLAY_MS = 4000;
const HERO_SPEED_MS = 2000;

const Hero = styled.section`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 0;
`;

const Tagline = styled.h1`
  margin: 0 0 0.75rem;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.95rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Track = styled(SliderTrack)`
  border-radius: calc(${({ theme }) => theme.radius} * 2);
`;

// The backdrop is set on each slide's own style, so the four slides share one class.
const Slide = styled(SliderSlide)`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: flex-start;
  gap: 1rem;
  min-height: 22rem;
  padding: 2.5rem clamp(1.25rem, 6vw, 4rem);
  h2 {
    margin: 0;
    max-width: 16ch;
    font-size: clamp(2rem, 5vw, 3.2rem);
  }
  p {
    margin: 0;
    max-width: 38rem;
    font-size: 1.1rem;
  }
  isolation: isolate;
  ${grainArt}
`;

const PauseIcon = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <rect x="3" y="2" width="3.5" height="12" fill="currentColor" />
    <rect x="9.5" y="2" width="3.5" height="12" fill="currentColor" />
  </svg>
);

const PlayIcon = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <polygon points="4,2 14,8 4,14" fill="currentColor" />
  </svg>
);

export function HeroCarousel() {
  const taglineId = useId();
  const reducedMotion = usePrefersReducedMotion();
  // the shopper's own choice, once made, wins over the system's
  const [pausedByShopper, setPausedByShopper] = useState<boolean>();
  const paused = pausedByShopper ?? reducedMotion;
  const speedMs = reducedMotion ? 0 : HERO_SPEED_MS;
  const carousel = useCarousel(heroSlides.length, speedMs);
  const autoplay = useAutoplay(carousel.next, {
    current: carousel.current,
    intervalMs: HERO_AUTOPLAY_MS,
    arrivalMs: speedMs,
    paused,
  });

  const togglePause = () => setPausedByShopper(!paused);

  return (
    <Hero aria-roledescription="carousel" aria-labelledby={taglineId}>
      <Tagline id={taglineId}>{shop.name}: gluten-free, high-protein millet mixes</Tagline>
      <Track {...carousel.trackProps} {...autoplay}>
        {heroSlides.map((slide, index) => (
          <Slide
            key={slide.heading}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${heroSlides.length}`}
            inert={index !== carousel.current}
            style={{ ...carousel.slideStyle(index), background: slide.background }}
          >
            <h2>{slide.heading}</h2>
            <p>{slide.description}</p>
            <ButtonLink as={Link} to={paths.products}>
              Shop Now
            </ButtonLink>
          </Slide>
        ))}
      </Track>
      <CarouselControls
        itemName="slide"
        count={heroSlides.length}
        current={carousel.current}
        onPrevious={carousel.previous}
        onNext={carousel.next}
        onShow={carousel.show}
      >
        <ControlButton type="button" aria-label={paused ? 'Play slides' : 'Pause slides'} onClick={togglePause}>
          {paused ? <PlayIcon /> : <PauseIcon />}
        </ControlButton>
      </CarouselControls>
    </Hero>
  );
}

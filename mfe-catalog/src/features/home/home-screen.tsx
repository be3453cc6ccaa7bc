import { useDeferredValue } from 'react';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AboutBlock } from './about-block.tsx';
import { BestSellerCombos } from './best-seller-combos.tsx';
import { BestSellerProducts } from './best-seller-products.tsx';
import { EasySteps } from './easy-steps.tsx';
import { HealthBenefits } from './health-benefits.tsx';
import { HeroCarousel } from './hero-carousel.tsx';
import { RecipesAndTips } from './recipes-and-tips.tsx';
import { ScrollingBanner } from './scrolling-banner.tsx';
import { ShopOurRange } from './shop-our-range.tsx';
import { TestimonialsCarousel } from './testimonials-carousel.tsx';

export function HomeScreen() {
  usePageMeta(
    'Gluten-Free, High-Protein Millet Mixes',
    'Gluten-free multigrain atta, high-protein chilla mix and millet upma mix, milled in India and delivered to your door.',
  );
  // The hero paints first; the blocks below the fold follow in an interruptible render,
  // so the first screen is not held up by one long task.
  const showBelowTheFold = useDeferredValue(true, false);
  return (
    <>
      <HeroCarousel />
      <ScrollingBanner />
      {showBelowTheFold && (
        <>
          <AboutBlock />
          <BestSellerProducts />
          <BestSellerCombos />
          <HealthBenefits />
          <TestimonialsCarousel />
          <EasySteps />
          <RecipesAndTips />
          <ShopOurRange />
        </>
      )}
    </>
  );
}

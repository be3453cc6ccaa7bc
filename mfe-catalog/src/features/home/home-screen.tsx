import { useDeferredValue } from 'react';
import type { PageHead } from 'shared/server-rendering/page-head';
import { HydrateWhenSeen } from 'shared/ui/hydrate-when-seen.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { useServerMarkup } from 'shared/ui/use-server-markup';
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

export const homeHead: PageHead = {
  title: 'Gluten-Free, High-Protein Millet Mixes',
  description:
    'Gluten-free multigrain atta, high-protein chilla mix and millet upma mix, milled in India and delivered to your door.',
};

/** The blocks below the fold, each attached to the server's markup only as it comes near the viewport. */
const belowTheFold = Object.entries({
  AboutBlock,
  BestSellerProducts,
  BestSellerCombos,
  HealthBenefits,
  TestimonialsCarousel,
  EasySteps,
  RecipesAndTips,
  ShopOurRange,
});

export function HomeScreen() {
  usePageMeta(homeHead.title, homeHead.description);
  // Rendered in the browser, the hero paints first and the blocks below the fold follow in an interruptible
  // render, so the first screen is not held up by one long task; the server renders them all.
  const showBelowTheFold = useDeferredValue(true, useServerMarkup());
  return (
    <>
      <HeroCarousel />
      <ScrollingBanner />
      {showBelowTheFold && belowTheFold.map(([name, block]) => <HydrateWhenSeen key={name} content={block} />)}
    </>
  );
}

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
  return (
    <>
      <HeroCarousel />
      <ScrollingBanner />
      <AboutBlock />
      <BestSellerProducts />
      <BestSellerCombos />
      <HealthBenefits />
      <TestimonialsCarousel />
      <EasySteps />
      <RecipesAndTips />
      <ShopOurRange />
    </>
  );
}

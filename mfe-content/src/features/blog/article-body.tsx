import type { ComponentType } from 'react';
import { GlutenFreeMultigrainAttaRecipes } from './articles/gluten-free-multigrain-atta-recipes.tsx';
import { HighProteinChillaMixRecipes } from './articles/high-protein-chilla-mix-recipes.tsx';
import { HighProteinDosaUttapamRecipe } from './articles/high-protein-dosa-uttapam-recipe.tsx';
import { HighProteinMultigrainWrapTortillaRecipe } from './articles/high-protein-multigrain-wrap-tortilla-recipe.tsx';
import { SimpleSolutionsForEverydayWellness } from './articles/simple-solutions-for-everyday-wellness.tsx';
import { StayFitWithOurHealthyLivingTips } from './articles/stay-fit-with-our-healthy-living-tips.tsx';
import { UltimateGuideToHealthyMeals } from './articles/ultimate-guide-to-healthy-meals.tsx';

// Keyed by the slugs of shared/config/blog-articles; kept apart from the summaries so the blog list loads no article text.
const bodies: Readonly<Record<string, ComponentType>> = {
  'ultimate-guide-to-healthy-meals': UltimateGuideToHealthyMeals,
  'stay-fit-with-our-healthy-living-tips': StayFitWithOurHealthyLivingTips,
  'simple-solutions-for-everyday-wellness': SimpleSolutionsForEverydayWellness,
  'HIGH-PROTEIN-CHILLA-MIX-RECIPES': HighProteinChillaMixRecipes,
  'HIGH-PROTEIN-DOSA-UTTAPAM-RECIPE': HighProteinDosaUttapamRecipe,
  'GLUTEN-FREE-MULTIGRAIN-ATTA-RECIPES': GlutenFreeMultigrainAttaRecipes,
  'HIGH-PROTEIN-MULTIGRAIN-WRAP-TORTILLA-RECIPE': HighProteinMultigrainWrapTortillaRecipe,
};

/** The text of the article at `slug`. */
export function ArticleBody({ slug }: { slug: string }) {
  const Body = bodies[slug];
  if (!Body) throw new Error(`The blog article "${slug}" has no text.`);
  return <Body />;
}

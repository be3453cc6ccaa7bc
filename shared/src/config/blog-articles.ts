/**
 * The blog's seven articles: their titles and paths. The shell routes these
 * paths to the content remote, which holds the articles' text.
 */

/** The path of an article reached from the blog list: its title lowercased, spaces turned to hyphens. */
export const slugFromTitle = (title: string) => title.toLowerCase().trim().replace(/\s+/g, '-');

export interface BlogArticleLink {
  slug: string;
  title: string;
  kind: 'wellness' | 'recipe';
}

const simpleSolutions = 'Simple Solutions for Everyday Wellness';

export const blogArticles: readonly BlogArticleLink[] = [
  { slug: 'ultimate-guide-to-healthy-meals', title: 'The Ultimate Guide to Healthy Meals', kind: 'wellness' },
  { slug: 'stay-fit-with-our-healthy-living-tips', title: 'Stay Fit with Our Healthy Living Tips', kind: 'wellness' },
  { slug: slugFromTitle(simpleSolutions), title: simpleSolutions, kind: 'wellness' },
  { slug: 'HIGH-PROTEIN-CHILLA-MIX-RECIPES', title: 'High-Protein Chilla Mix Recipes', kind: 'recipe' },
  { slug: 'HIGH-PROTEIN-DOSA-UTTAPAM-RECIPE', title: 'High-Protein Dosa and Uttapam Recipe', kind: 'recipe' },
  { slug: 'GLUTEN-FREE-MULTIGRAIN-ATTA-RECIPES', title: 'Gluten-Free Multigrain Atta Recipes', kind: 'recipe' },
  {
    slug: 'HIGH-PROTEIN-MULTIGRAIN-WRAP-TORTILLA-RECIPE',
    title: 'High-Protein Multigrain Wrap (Tortilla) Recipe',
    kind: 'recipe',
  },
];

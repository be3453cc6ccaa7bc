import type { IllustrationName } from './article-illustration.tsx';

export interface ArticleSummary {
  /** Shown on the article's card and as its page description. */
  excerpt: string;
  illustration: IllustrationName;
  /** The day the article went into the shop (YYYY-MM-DD), for search engines. */
  published: string;
}

// Keyed by the slugs of shared/config/blog-articles; a unit test checks that every article has one.
const summaries: Readonly<Record<string, ArticleSummary>> = {
  'ultimate-guide-to-healthy-meals': {
    excerpt:
      'Half a plate of vegetables, protein at every meal and millets in place of maida: a practical way to build balanced Indian meals without counting every calorie.',
    illustration: 'plate',
    published: '2026-11-22',
  },
  'stay-fit-with-our-healthy-living-tips': {
    excerpt:
      'Walking after meals, two short strength sessions a week, enough water and sleep, and protein spread across the day: habits that keep you fit for years.',
    illustration: 'dumbbell',
    published: '2026-11-22',
  },
  'simple-solutions-for-everyday-wellness': {
    excerpt:
      'Small, repeatable changes at home, from morning sunlight to a Sunday kitchen plan, that add up to more energy and calmer days.',
    illustration: 'sunrise',
    published: '2026-11-22',
  },
  'HIGH-PROTEIN-CHILLA-MIX-RECIPES': {
    excerpt:
      'Three ways to use our High-Protein Chilla Mix: a classic masala chilla, a paneer-stuffed chilla and crisp mini chillas for the lunchbox.',
    illustration: 'chilla',
    published: '2026-11-22',
  },
  'HIGH-PROTEIN-DOSA-UTTAPAM-RECIPE': {
    excerpt:
      'Crisp ragi dosas and thick vegetable uttapams from one protein-rich batter, with no soaking, grinding or overnight fermentation.',
    illustration: 'dosa',
    published: '2026-11-22',
  },
  'GLUTEN-FREE-MULTIGRAIN-ATTA-RECIPES': {
    excerpt:
      'Soft rotis, methi theplas and aloo parathas made with our Gluten-Free Multigrain Flour, and the kneading habits that stop the dough from cracking.',
    illustration: 'rotis',
    published: '2026-11-22',
  },
  'HIGH-PROTEIN-MULTIGRAIN-WRAP-TORTILLA-RECIPE': {
    excerpt:
      'Soft, foldable gluten-free wraps from multigrain atta and chilla mix, filled with paneer tikka and a mint-curd dip for a filling lunch on the go.',
    illustration: 'wrap',
    published: '2026-11-22',
  },
};

export function articleSummary(slug: string): ArticleSummary {
  const summary = summaries[slug];
  if (!summary) throw new Error(`The blog article "${slug}" has no summary.`);
  return summary;
}

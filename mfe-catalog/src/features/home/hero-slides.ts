export interface HeroSlide {
  heading: string;
  description: string;
  /** A light backdrop, so the dark text keeps its contrast. */
  background: string;
}

export const heroSlides: HeroSlide[] = [
  {
    heading: 'Rotis that love you back',
    description:
      'Our gluten-free multigrain atta rolls out soft and stays soft: jowar, bajra, ragi and chana dal, stone-ground in small batches.',
    background: 'linear-gradient(120deg, #fbf1dc 40%, #f6d58b)',
  },
  {
    heading: 'Protein at breakfast, in five minutes',
    description:
      'Whisk our chilla mix with water and pour. 18 g of protein in every 100 g, with spinach, cumin and ajwain for the taste of home.',
    background: 'linear-gradient(120deg, #eef7e4 40%, #c8e6a0)',
  },
  {
    heading: 'Millets, the way Nani made them',
    description:
      'Foxtail and little millet upma, pre-roasted with mustard seeds and curry leaves. Just add boiling water and a squeeze of lemon.',
    background: 'linear-gradient(120deg, #fdeee4 40%, #ffd3a8)',
  },
  {
    heading: 'Gluten-free, never taste-free',
    description:
      'Every pack is milled in a dedicated gluten-free unit in Karnataka, with no maida, no preservatives and no added sugar.',
    background: 'linear-gradient(120deg, #f3ecd9 40%, #dcebd0)',
  },
];

/** What sets the shop's mixes apart, as told on the About page. */
export const differences: readonly { title: string; text: string }[] = [
  {
    title: 'Truly gluten-free',
    text: 'Every flour and mix is milled and packed in a dedicated gluten-free unit in Karnataka. No wheat, barley, rye or maida ever passes through our machines.',
  },
  {
    title: 'Protein from pulses, not powders',
    text: 'We pair millets with moong dal, chana dal and besan, the way Indian kitchens always have, so our chilla mix carries about 18 g of protein per 100 g with nothing artificial added.',
  },
  {
    title: 'Millets from farmer collectives',
    text: 'We buy jowar, bajra, ragi, foxtail and little millet directly from farmer collectives, and pay for cleaner, better-sorted grain.',
  },
  {
    title: 'Small batches, stone-ground',
    text: 'Grains are cleaned, lightly roasted and stone-ground in small batches, so the flour keeps its aroma, its fibre and its natural oils.',
  },
  {
    title: 'Nothing to hide',
    text: 'No preservatives, no MSG, no added sugar, and the full nutrition table on every pack, so you know exactly what each serving gives you.',
  },
];

export interface FaqTopic {
  topic: string;
  questions: readonly { question: string; answer: string }[];
}

/** The four FAQ topics: flour, protein, millets and lentils, a healthy lifestyle. */
export const faqTopics: readonly FaqTopic[] = [
  {
    topic: 'Flour',
    questions: [
      {
        question: 'Is your multigrain flour completely gluten-free?',
        answer:
          'Yes. Our Gluten-Free Multigrain Flour is made from jowar, bajra, ragi, brown rice, chana dal, flaxseed and psyllium husk, with no wheat, barley, rye or maida. It is milled and packed in a dedicated gluten-free unit, so it does not share machines with wheat.',
      },
      {
        question: 'Why does my dough crack, and how do I make soft rotis?',
        answer:
          'Knead with warm water rather than cold, rest the dough for ten minutes under a cover, and roll it between two sheets of butter paper. Psyllium husk in the flour binds the dough the way gluten would, but it needs that rest to absorb the water.',
      },
      {
        question: 'How should I store the flour?',
        answer:
          'Keep it in an airtight container in a cool, dry place away from the stove, and use a dry spoon. Millet flours contain natural oils, so in hot and humid months it keeps best in the fridge once opened.',
      },
    ],
  },
  {
    topic: 'Protein',
    questions: [
      {
        question: 'How much protein is in your mixes?',
        answer:
          'High-Protein Chilla Mix has about 18 g of protein per 100 g, or 9 g in a serving of two chillas. Gluten-Free Multigrain Flour has about 12 g per 100 g, and Millet Upma Mix about 12 g per 100 g, or 7 g in a bowl. The full nutrition table is printed on every pack and on each product page.',
      },
      {
        question: 'How much protein do I need in a day?',
        answer:
          'Indian dietary guidelines suggest roughly 0.8 g of protein per kilogram of body weight for a healthy adult, so about 48 g for someone weighing 60 kg. Growing children, pregnant and nursing women, older adults and people who train hard need more. Spreading it across breakfast, lunch and dinner works better than one large serving.',
      },
      {
        question: 'Is plant protein as good as protein from milk or eggs?',
        answer:
          'Cereals and millets are low in the amino acid lysine, and pulses are low in methionine, but together they complement each other. That is why we pair millets with moong dal, chana dal and besan, just as dal-roti and idli-sambar do.',
      },
    ],
  },
  {
    topic: 'Millets and lentils',
    questions: [
      {
        question: 'Which millets do you use?',
        answer:
          'Jowar (sorghum), bajra (pearl millet), ragi (finger millet), foxtail millet and little millet. We buy them from farmer collectives, clean them and roast them lightly before milling.',
      },
      {
        question: 'Why combine millets with lentils?',
        answer:
          'Millets bring fibre, minerals such as iron and calcium, and slow-release energy; lentils bring protein. Together they make a meal that keeps you full for longer than refined flour or polished rice alone.',
      },
      {
        question: 'Do I need to soak or ferment anything?',
        answer:
          'No. The grains and dals in our mixes are already cleaned, roasted and milled, so the chilla, dosa and upma mixes need only water and a short rest.',
      },
    ],
  },
  {
    topic: 'Healthy lifestyle',
    questions: [
      {
        question: 'Will your mixes help me lose weight?',
        answer:
          'No food does that on its own. Meals rich in protein and fibre keep you full for longer, which makes it easier to eat sensible portions, and that works best alongside daily walks, strength exercise twice a week and good sleep.',
      },
      {
        question: 'Are the mixes suitable for people with diabetes?',
        answer:
          'Millets and pulses raise blood sugar more slowly than maida or white rice, and many of our customers who manage diabetes use them every day. Portion size still matters, so please follow the advice of your doctor or dietitian.',
      },
      {
        question: 'Can children eat them?',
        answer:
          'Yes. Chillas, dosas and soft multigrain rotis are easy lunchbox food, and the mixes contain no preservatives. For toddlers, start with small portions and skip the green chilli.',
      },
    ],
  },
];

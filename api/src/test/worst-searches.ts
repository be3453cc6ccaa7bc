// The product searches that cost the embedded database most, found at 10,000 products: the search test at that
// size and the bench's search load run them.

/** The costliest searches found for the embedded database, each within the 100 characters `q` takes. */
export const worstSearches = {
  'fifty single letters': 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwx'.split('').join(' '),
  'a word in every name': 'no',
  'a word in most names and ingredients': 'mix',
  'one word, 100 letters': 'mix'.repeat(33) + 'm',
  'eight long words': 'multigrain gluten-free highprotein chillamix milletupma ragidosa fenugreek urad-dal-flour',
  'eight common words': 'mix flour ragi dal rice no salt millet',
  'thirty-three two-letter words': Array.from({ length: 33 }, (_, index) => `${'mrfsgd'[index % 6]}${index % 10}`).join(
    ' ',
  ),
  wildcards: '%_'.repeat(50),
  'LIKE escapes and quotes': `\\% '_ "%" \\\\ %% __ '' ""`.repeat(4),
  emoji: '🌾🥣'.repeat(25),
  Devanagari: 'रागी आटा बाजरा ज्वार मूंग दाल चावल नमक मिक्स',
  'a whole name': 'Gluten-Free Multigrain Flour No. 1234',
};

import { MAX_SEARCH_WORDS, MIN_SEARCH_WORD_LENGTH } from 'shared/contracts/catalog-pages';

export type SearchWords = {
  /** the words looked for, as typed, in their order */
  searched: string[];
  /** the words left out: single letters, and any past the eighth searched one */
  ignored: string[];
};

const letters = new Intl.Segmenter();
/** What a reader counts as letters (graphemes): an emoji is one, and so is "रा", a consonant with its vowel sign. */
const lettersIn = (word: string) => [...letters.segment(word)].length;

/**
 * The words a search looks for, so that its cost is bounded whatever its text: the first 8 different words of 2
 * characters or more (a repeat, in any case, counts once). A letter alone matches a trigram of almost every name.
 */
export function searchWordsOf(text: string): SearchWords {
  const searched: string[] = [];
  const ignored: string[] = [];
  const seen = new Set<string>();
  for (const word of text.split(/\s+/)) {
    const key = word.toLowerCase();
    if (word === '' || seen.has(key)) continue;
    seen.add(key);
    if (lettersIn(word) < MIN_SEARCH_WORD_LENGTH || searched.length === MAX_SEARCH_WORDS) ignored.push(word);
    else searched.push(word);
  }
  return { searched, ignored };
}

import type { FaqTopic } from './faqs.ts';

/** schema.org FAQPage of the questions and answers, as search engines read them. */
export const faqPageData = (topics: readonly FaqTopic[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: topics.flatMap(({ questions }) =>
    questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  ),
});

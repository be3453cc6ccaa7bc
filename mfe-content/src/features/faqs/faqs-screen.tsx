import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { Page } from 'shared/ui/page.tsx';
import type { PageHead } from 'shared/server-rendering/page-head';
import { usePageMeta } from 'shared/ui/use-page-meta';
import styled from 'styled-components';
import { faqTopics } from './faqs.ts';

const Accordion = styled.div`
  display: grid;
  gap: 0.75rem;
  max-width: 50rem;
  margin-bottom: 2rem;
`;

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  summary {
    padding: 1rem 1.25rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.2rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryDark};
    cursor: pointer;
  }
  dl {
    margin: 0;
    padding: 0 1.25rem 1rem;
  }
  dt {
    margin-top: 0.75rem;
    font-weight: 600;
  }
  dd {
    margin: 0.25rem 0 0;
  }
`;

export const faqsHead: PageHead = {
  title: 'Frequently Asked Questions',
  description: 'Answers about our gluten-free flour, protein, millets and lentils, and eating well every day.',
};

export function FaqsScreen() {
  usePageMeta(faqsHead.title, faqsHead.description);
  return (
    <Page>
      <h1>Frequently Asked Questions</h1>
      <Accordion>
        {faqTopics.map(({ topic, questions }) => (
          <Item key={topic}>
            <summary>{topic}</summary>
            <dl>
              {questions.map(({ question, answer }) => (
                <div key={question}>
                  <dt>{question}</dt>
                  <dd>{answer}</dd>
                </div>
              ))}
            </dl>
          </Item>
        ))}
      </Accordion>
      <p>
        Still have a question? <Link to={paths.contact}>Contact us</Link> and we will be glad to help.
      </p>
    </Page>
  );
}

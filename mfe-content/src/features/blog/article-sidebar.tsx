import { Link } from 'shared/routing';
import { blogArticles } from 'shared/config/blog-articles';
import { paths } from 'shared/config/routes';
import styled from 'styled-components';
import { ContactDetails } from '../../ui/contact-details.tsx';

const Aside = styled.aside`
  display: grid;
  gap: 1.5rem;
  align-content: start;
  section {
    padding: 1.25rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.highlight};
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
  }
  ul {
    display: grid;
    gap: 0.6rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Beside an article: the blog's other articles and how to reach the company. */
export function ArticleSidebar({ currentSlug }: { currentSlug: string }) {
  return (
    <Aside aria-label="More from our blog">
      <section aria-labelledby="other-articles">
        <h2 id="other-articles">More articles</h2>
        <ul>
          {blogArticles
            .filter(({ slug }) => slug !== currentSlug)
            .map(({ slug, title }) => (
              <li key={slug}>
                <Link to={paths.article(slug)}>{title}</Link>
              </li>
            ))}
        </ul>
      </section>
      <section aria-labelledby="contact-us">
        <h2 id="contact-us">Contact us</h2>
        <ContactDetails />
      </section>
    </Aside>
  );
}

import styled from 'styled-components';
import { shop } from 'shared/config/shop';
import { Page } from 'shared/ui/page.tsx';
import type { PageHead } from 'shared/server-rendering/page-head';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { ContactDetails } from '../../ui/contact-details.tsx';
import { ShopMap } from './shop-map.tsx';
import { ContactForm } from './contact-form.tsx';

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    margin-top: 0;
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  max-width: 40rem;
`;

/** The contact page: the form beside the company's contact details and map. */
export const contactHead: PageHead = {
  title: 'Contact Us',
  description: `Questions about ${shop.name}'s gluten-free, high-protein millet mixes or your order? Call, e-mail or write to us.`,
};

export function ContactScreen() {
  usePageMeta(contactHead.title, contactHead.description);
  return (
    <Page>
      <h1>Contact Us</h1>
      <Intro>
        Questions about our mixes, an order or a bulk enquiry? Send us a message and we will get back to you.
      </Intro>
      <Columns>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us a message</h2>
          <ContactForm />
        </section>
        <section aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading">Reach us</h2>
          <ContactDetails />
          <ShopMap />
        </section>
      </Columns>
    </Page>
  );
}

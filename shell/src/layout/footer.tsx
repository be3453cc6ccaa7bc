import { Link } from 'shared/routing';
import styled from 'styled-components';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import { JoinOurTeam } from '../newsletter/join-our-team.tsx';

const Bottom = styled.footer`
  margin-top: 3rem;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #fff;
  a {
    color: #fff;
  }
  /* The shop's orange focus ring is too faint on the dark green. */
  & :focus-visible {
    outline-color: #fff;
  }
`;

const Columns = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem;
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  h2 {
    font-size: 1.1rem;
    margin-top: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: 0.35rem 0;
  }
`;

// Room at the bottom for the floating cart button, so it never covers the last line.
const Small = styled.p`
  margin: 0;
  padding: 1rem 1rem 4.5rem;
  text-align: center;
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  font-size: 0.9rem;
`;

const footerLinks = [
  { to: paths.products, label: 'Products' },
  { to: paths.about, label: 'About Us' },
  { to: paths.contact, label: 'Contact Us' },
  { to: paths.faqs, label: 'FAQs' },
  { to: paths.returnPolicy, label: 'Return and Refund Policy' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms of Service' },
  { to: paths.home, label: 'Home' },
] as const;

const socialLinks = [
  { href: shop.social.instagram, label: 'Instagram' },
  { href: shop.social.facebook, label: 'Facebook' },
] as const;

export function Footer() {
  return (
    <Bottom>
      <Columns>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{shop.name}</h2>
          <p>Gluten-free, high-protein grain and millet mixes, made simple for every Indian kitchen.</p>
          <ul aria-label="Social media">
            {socialLinks.map(({ href, label }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <ul>
            {footerLinks.map(({ to, label }) => (
              <li key={label}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Get in touch</h2>
          <address>
            <p>{shop.address}</p>
            <p>
              <a href={shop.phoneLink}>{shop.phone}</a>
            </p>
            <p>
              <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a>
            </p>
          </address>
        </section>
        <JoinOurTeam />
      </Columns>
      <Small>
        © {new Date().getFullYear()} {shop.name}. All prices in Indian rupees (₹).
      </Small>
    </Bottom>
  );
}

import { screen, within } from '@testing-library/react';
import { shop } from 'shared/config/shop';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { returnPolicyFacts } from './return-policy.ts';
import { ReturnPolicyScreen } from './return-policy-screen.tsx';

test('the page is titled "Return and Refund Policy" in its heading and in the browser tab', () => {
  renderWithStore(<ReturnPolicyScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Return and Refund Policy' })).toBeInTheDocument();
  expect(document.title).toBe(`Return and Refund Policy | ${shop.name}`);
});

test.each(Object.entries(returnPolicyFacts))('the policy states the fact "%s": %s', (_, fact) => {
  renderWithStore(<ReturnPolicyScreen />);
  expect(document.body).toHaveTextContent(fact);
});

test('the side navigation links to every section of the policy', () => {
  const { container } = renderWithStore(<ReturnPolicyScreen />);
  const links = within(screen.getByRole('navigation', { name: 'Policy sections' })).getAllByRole('link');
  const headings = screen.getAllByRole('heading', { level: 2 });
  expect(links.map((link) => link.textContent)).toEqual(headings.map((heading) => heading.textContent));
  for (const link of links) {
    const section = container.querySelector(link.getAttribute('href')!);
    expect(section).toHaveAccessibleName(link.textContent);
  }
});

test('the support section gives the phone number and the support e-mail', () => {
  renderWithStore(<ReturnPolicyScreen />);
  const support = screen.getByRole('region', { name: 'Contact and support hours' });
  expect(within(support).getByRole('link', { name: shop.phone })).toBeInTheDocument();
  expect(within(support).getByRole('link', { name: shop.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${shop.supportEmail}`,
  );
});

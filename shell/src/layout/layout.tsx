import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HydrateWhenSeen } from 'shared/ui/hydrate-when-seen.tsx';
import { FirstVisitSplash } from '../routes/first-visit.tsx';
import { CartWidget } from './cart-widget.tsx';
import { Footer } from './footer.tsx';
import { OrderPaymentWidget } from './order-payment-widget.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { TopNav } from './top-nav.tsx';

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0.5rem;
  z-index: 30;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    left: 0.5rem;
  }
`;

// A full screen tall, so the footer starts below the fold and does not jump when the page arrives.
const Main = styled.main`
  min-height: 100vh;
`;

/** The chrome around every page; a failing remote never takes it down. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <FirstVisitSplash />
      <ScrollToTop />
      <SkipLink href="#main">Skip to content</SkipLink>
      <TopNav />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <HydrateWhenSeen content={Footer} />
      <CartWidget />
      <OrderPaymentWidget />
    </>
  );
}

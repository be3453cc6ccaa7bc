import { useEffect } from 'react';
import { useNavigate } from 'shared/routing';
import styled, { keyframes } from 'styled-components';
import { SPLASH_MS } from 'shared/config/first-visit';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import { MilletMark } from 'shared/ui/millet-mark.tsx';
import type { PageHead } from 'shared/server-rendering/page-head';
import { usePageMeta } from 'shared/ui/use-page-meta';

const rise = keyframes`
  from { opacity: 0; transform: translateY(1.5rem) scale(0.9); }
  to { opacity: 1; transform: none; }
`;

const sway = keyframes`
  0%, 100% { transform: rotate(-6deg); }
  50% { transform: rotate(6deg); }
`;

const Screen = styled.div`
  min-height: 70vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 1rem;
  text-align: center;
  animation: ${rise} 600ms ease-out both;
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: clamp(1.8rem, 6vw, 3rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  svg {
    transform-origin: 50% 100%;
    animation: ${sway} 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    svg {
      animation: none;
    }
  }
`;

/** `/render`: the animated splash of a first visit; goes home after 1.5 s. */
export const splashHead: PageHead = {
  title: 'Welcome',
  description: `${shop.name}: gluten-free, high-protein grain and millet mixes.`,
};

export function SplashScreen() {
  const navigate = useNavigate();
  usePageMeta(splashHead.title, splashHead.description);

  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), SPLASH_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Screen role="status" aria-live="polite">
      <MilletMark size={120} />
      <h1>{shop.name}</h1>
      <p>Wholesome grains, ready in minutes.</p>
    </Screen>
  );
}

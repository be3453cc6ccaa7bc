import { theme } from './theme.ts';

/**
 * The only global CSS of the shop (remotes style their own components). It is a static style element in the shell's
 * page, written there at build time: the browser applies it before any script runs, and no script builds it again
 * (as a styled-components global style, stylis re-parsed it and swapped its rules on every page load).
 */
export const globalCss = `
*, *::before, *::after { box-sizing: border-box; }
html { scroll-behavior: smooth; }
body {
  margin: 0;
  font-family: ${theme.fonts.body};
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  line-height: 1.55;
  accent-color: ${theme.colors.primary};
}
h1, h2, h3 { font-family: ${theme.fonts.heading}; line-height: 1.2; }
img { max-width: 100%; height: auto; display: block; }
a { color: ${theme.colors.primary}; }
button, input, select, textarea { font: inherit; }
:focus-visible { outline: 3px solid ${theme.colors.accent}; outline-offset: 2px; }
`;

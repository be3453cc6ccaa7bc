/** One theme for every front end; colours chosen to pass WCAG AA contrast on `background`. */
export const theme = {
  colors: {
    primary: '#2d6a36',
    primaryDark: '#1f4d26',
    accent: '#b8591a',
    text: '#1f2421',
    muted: '#55605a',
    background: '#fffdf7',
    surface: '#ffffff',
    border: '#d9d4c7',
    success: '#1d6b34',
    danger: '#a61b1b',
    highlight: '#f3ecd9',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
  },
  radius: '8px',
  shadow: '0 2px 10px rgba(31, 36, 33, 0.08)',
  /** Breakpoints: below `mobile` the nav collapses and one testimonial shows. */
  breakpoints: { mobile: '768px', wide: '1200px' },
  maxWidth: '1200px',
} as const;

export type Theme = typeof theme;

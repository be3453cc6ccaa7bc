/**
 * The packages the shop shares as singletons: one loaded copy each, the shell's.
 * Written out rather than read from rspack.base.ts, so a package dropped from the
 * build's shared config fails the checks instead of silently leaving them.
 */
export const singletons = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'styled-components'];

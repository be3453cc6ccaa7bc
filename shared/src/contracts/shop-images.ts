/**
 * Where the API serves raster copies of the shell's pictures, for those that read no SVG (link previews, search
 * engines), and their sizes in pixels, which the pages declare.
 */
export const SHOP_IMAGES = {
  favicon: { path: '/favicon.ico', size: 32 },
  logo: { path: '/logo.png', size: 512 },
  shareImage: { path: '/share-image.png', width: 1200, height: 630 },
} as const;

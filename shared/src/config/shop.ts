/**
 * Deployment settings of the shop, fixed at build time from the environment
 * (see rspack.base.ts and the README); these are the defaults.
 */
export const shop = {
  name: process.env.SHOP_NAME || 'Healthy Grains',
  slug: process.env.SHOP_SLUG || 'healthy-grains',
  /** The API base ({host}); empty means the page's own origin. */
  apiBase: process.env.API_BASE || '',
  phone: '+91 98765 43210',
  supportEmail: 'support@healthygrains.example',
  address: '12 Millet Market Road, Koramangala, Bengaluru, Karnataka 560034, India',
  social: {
    instagram: 'https://www.instagram.com/healthygrains.example',
    facebook: 'https://www.facebook.com/healthygrains.example',
  },
} as const;

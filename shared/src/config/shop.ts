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
  phoneLink: 'tel:+919876543210',
  supportEmail: 'support@healthygrains.example',
  address: '12 Millet Market Road, Koramangala, Bengaluru, Karnataka 560034, India',
  /** where the address is, for the contact page's map */
  location: { lat: 12.9352, lon: 77.6245 },
  social: {
    instagram: 'https://www.instagram.com/healthygrains.example',
    facebook: 'https://www.facebook.com/healthygrains.example',
  },
} as const;

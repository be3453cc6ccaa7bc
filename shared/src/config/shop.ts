/** The deployment settings a build was given (SHOP_NAME, SHOP_SLUG, API_BASE; see the README). */
interface ShopSettings {
  name?: string;
  slug?: string;
  apiBase?: string;
}

/**
 * Compiled in by rspack.base.ts; undefined where this file runs unbuilt (the unit tests, and the e2e and bench
 * tooling in Node), which then see the defaults.
 */
declare const __SHOP_SETTINGS__: ShopSettings | undefined;

const settings: ShopSettings = typeof __SHOP_SETTINGS__ === 'undefined' ? {} : __SHOP_SETTINGS__;

/** Deployment settings of the shop, fixed at build time, with their defaults; and its contact details. */
export const shop = {
  name: settings.name || 'Healthy Grains',
  slug: settings.slug || 'healthy-grains',
  /** The API base ({host}); empty means the page's own origin. */
  apiBase: settings.apiBase || '',
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

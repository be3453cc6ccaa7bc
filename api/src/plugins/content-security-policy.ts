import { createHash } from 'node:crypto';
import { parseRemotesMap } from '../modules/pages/remotes-map.ts';

/** Where Razorpay Standard Checkout loads its script from, and what that script frames, fetches and shows. */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/** The contact page's map (mfe-content's shop-map.tsx). */
const MAP_FRAME = 'https://www.openstreetmap.org';

export type PolicySources = {
  /** `'sha256-…'` of each inline script of the shell's page */
  scriptHashes: string[];
  /** origins other than the page's that serve a remote (the remotes map) or the API (API_BASE) */
  otherOrigins: string[];
  razorpay: boolean;
};

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// data blocks (`application/json`, `application/ld+json`) are never run, so a policy does not cover them
const runnable = (attributes: string) =>
  !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes);

/** The hash source of each inline script a page runs, as the browser computes it over the script's text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .filter(([, attributes = '']) => runnable(attributes))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

/** The http(s) origin of an absolute address; undefined for a relative one (the page's own origin) or another scheme. */
function originOf(address: string): string | undefined {
  if (!URL.canParse(address)) return undefined;
  const { protocol, origin } = new URL(address);
  return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
}

/** The origins the remotes map points at (`URL.origin` leaves nothing that could end a directive). */
export const remoteOrigins = (remotesMap: string | undefined): string[] =>
  Object.values(parseRemotesMap(remotesMap)).flatMap((address) => originOf(address) ?? []);

export const apiOrigins = (apiBase: string) => [originOf(apiBase) ?? []].flat();

const directive = (name: string, sources: string[]) => [name, ...new Set(sources)].join(' ');

/** The shop's policy: its own origin, the remotes' and the API's, the payment provider when on, the map frame. */
export function shopPolicy({ scriptHashes, otherOrigins, razorpay }: PolicySources): string {
  const provider = (sources: string[]) => (razorpay ? sources : []);
  return [
    directive('default-src', ["'self'"]),
    directive('base-uri', ["'self'"]),
    directive('object-src', ["'none'"]),
    directive('frame-ancestors', ["'none'"]),
    directive('form-action', ["'self'"]),
    directive('script-src', ["'self'", ...otherOrigins, ...scriptHashes, ...provider(RAZORPAY.script)]),
    directive('script-src-attr', ["'none'"]),
    // styled-components writes its rules into <style> elements at run time, and React sets style attributes
    directive('style-src', ["'self'", "'unsafe-inline'", ...otherOrigins]),
    // blob: the back office's preview of an image before it is uploaded
    directive('img-src', ["'self'", 'data:', 'blob:', ...otherOrigins, ...provider(RAZORPAY.img)]),
    directive('font-src', ["'self'", ...otherOrigins]),
    directive('connect-src', ["'self'", ...otherOrigins, ...provider(RAZORPAY.connect)]),
    directive('frame-src', [MAP_FRAME, ...provider(RAZORPAY.frame)]),
  ].join('; ');
}

/** The API documentation's page (@fastify/swagger-ui): its own scripts and styles, nothing else. */
export const apiDocsPolicy = [
  directive('default-src', ["'self'"]),
  directive('base-uri', ["'self'"]),
  directive('object-src', ["'none'"]),
  directive('frame-ancestors', ["'none'"]),
  directive('form-action', ["'self'"]),
  directive('script-src', ["'self'"]),
  directive('style-src', ["'self'", "'unsafe-inline'"]),
  directive('img-src', ["'self'", 'data:']),
].join('; ');

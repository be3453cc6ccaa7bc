import { shop } from 'shared/config/shop';
import { SHOP_IMAGES } from 'shared/contracts/shop-images';
import type { PageHead } from 'shared/server-rendering/page-head';
import { shareImageUrl } from 'shared/server-rendering/structured-data';
import type { ServerState } from 'shared/store/server-state';
import { documentTitle } from 'shared/ui/use-page-meta';
import { escapeHtml, scriptJson } from './escape-html.ts';

interface RenderedPage {
  head: PageHead;
  /** the shop's public address (no trailing slash) */
  shopUrl: string;
  /** the page's public address, without its query; none for the not-found page, which is no page of its own */
  canonicalUrl?: string;
  /** styled-components' style elements for what was rendered */
  styles: string;
  body: string;
  state: ServerState;
}

const meta = (property: string, content: string) =>
  `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`;

const namedMeta = (name: string, content: string) =>
  `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`;

/** The X (Twitter) card: a large picture (every page has one), with what Open Graph gives of the page. */
function twitterCard(openGraph: Readonly<Record<string, string>>) {
  const fromOpenGraph = (name: string) =>
    openGraph[`og:${name}`] ? { [`twitter:${name}`]: openGraph[`og:${name}`]! } : {};
  return {
    'twitter:card': 'summary_large_image',
    ...fromOpenGraph('title'),
    ...fromOpenGraph('description'),
    ...fromOpenGraph('image'),
    ...fromOpenGraph('image:alt'),
  };
}

/** The picture of a link preview for a page without one of its own (`shell/public/share-image.svg`, drawn by the API). */
const shareImage = (shopUrl: string) => ({
  'og:image': shareImageUrl(shopUrl),
  'og:image:width': String(SHOP_IMAGES.shareImage.width),
  'og:image:height': String(SHOP_IMAGES.shareImage.height),
  'og:image:alt': `${shop.name}: a millet stalk in a cream circle on green`,
});

function headTags({ head, shopUrl, canonicalUrl }: RenderedPage) {
  const title = documentTitle(head.title);
  const openGraph: Record<string, string> = {
    'og:type': 'website',
    'og:site_name': shop.name,
    // Open Graph's spelling of the shop's language, English as written in India
    'og:locale': 'en_IN',
    'og:title': title,
    ...(canonicalUrl && { 'og:url': canonicalUrl }),
    ...(head.description && { 'og:description': head.description }),
    ...(!head.openGraph?.['og:image'] && shareImage(shopUrl)),
    ...head.openGraph,
  };
  return [
    ...(canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`] : []),
    ...Object.entries(openGraph).map(([property, content]) => meta(property, content)),
    ...Object.entries(twitterCard(openGraph)).map(([name, content]) => namedMeta(name, content)),
    ...(head.structuredData ?? []).map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ].join('');
}

/** The shell's built page, filled with a rendered page: head tags, styles, markup and the store's data. */
export function pageDocument(shellPage: string, page: RenderedPage): string {
  const { head, styles, body, state } = page;
  return shellPage
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(head.title))}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, (tag) =>
      head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : tag,
    )
    .replace('</head>', () => `${headTags(page)}${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${body}</div><script id="shop-state" type="application/json">${scriptJson(state)}</script>`,
    );
}

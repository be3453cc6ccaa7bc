/**
 * The one spelling of a request's path, with its query as URLs write it: dot segments resolved and `\` read as `/`
 * (as every URL parser does), then each run of slashes made one. Undefined for a target that is no path (an
 * absolute URL), which is no page. Read as a URL reference, `//anything/viewProduct/1` named the host "anything"
 * and the product page, so any prefix gave a copy of any page.
 */
export function pathSpelling(url: string): { path: string; search: string } | undefined {
  if (!url.startsWith('/')) return undefined;
  const { pathname, search } = new URL(`http://shop${url}`);
  return { path: pathname.replace(/\/{2,}/g, '/'), search };
}

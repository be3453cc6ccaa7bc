/**
 * A page's one address: the route table's spelling of the route the path matched (React Router matches without
 * regard to case or a trailing slash), with the path's own parameter values, a number without its leading zeros.
 */
export function canonicalPath(routePath: string, pathname: string): string {
  const asked = pathname.split('/');
  return routePath
    .split('/')
    .map((segment, index) => (segment.startsWith(':') ? (asked[index] ?? '').replace(/^0+(?=\d+$)/, '') : segment))
    .join('/');
}

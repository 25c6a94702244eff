import { paths } from './page-paths';

/**
 * Whether an address is one of the shop's pages: the server answers the others with the 404 page and
 * status 404 (crawlers and link checkers see a real "not found"), while the client router draws the same
 * page for them. Patterns use react-router's syntax: `:name` is one segment, `:name?` an optional one.
 */
function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  // Case-insensitive, as react-router matches.
  return new RegExp(`^${source}/?$`, 'i');
}

function allPatterns(): string[] {
  return Object.values(paths).flatMap((page) => {
    if ('patterns' in page) return [...page.patterns];
    if ('pattern' in page) return [page.pattern];
    return [];
  });
}

const PAGE_PATTERNS = allPatterns().map(toRegExp);

export function isPagePath(pathname: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}

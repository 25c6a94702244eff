/**
 * A path segment as the routers read it (Koa's and react-router's): decoded, or, when its escapes are
 * malformed, kept as typed, so that it then matches no request code rather than failing the request.
 */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

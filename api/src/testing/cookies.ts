/** A cookie the server set: its `name=value` pair (for a `Cookie` header) and its attributes, keys lower-cased. */
export interface SetCookie {
  pair: string;
  attributes: Record<string, string>;
}

/** The cookie named `name` that the answer set for `path` (cookies of one name may differ by path). */
export function cookieFrom(headers: Headers, name: string, path = '/'): SetCookie | undefined {
  for (const line of headers.getSetCookie()) {
    const [pair, ...rest] = line.split(';').map((part) => part.trim());
    if (!pair?.startsWith(`${name}=`)) continue;
    const attributes = Object.fromEntries(
      rest.map((part) => {
        const [key, ...value] = part.split('=');
        return [key!.toLowerCase(), value.join('=')];
      }),
    );
    if ((attributes.path ?? '/') === path) return { pair, attributes };
  }
  return undefined;
}

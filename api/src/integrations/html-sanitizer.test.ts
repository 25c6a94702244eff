import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html-sanitizer';

/** The allowlist is shared/domain/html-policy.ts, also used by the PWA's render-time sanitiser. */
describe('sanitizeHtml links', () => {
  it.each([
    '/faq',
    '/products/twin-flame-reading?from=home#top',
    '#top',
    'https://soulsketch.app/faq',
    'http://example.com/',
    'mailto:help@soulsketch.app',
  ])('keeps the link to %s', (href) => {
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['two backslashes', '\\\\evil.example/x'],
    ['slash and backslash', '/\\evil.example/x'],
    ['leading space', ' //evil.example/x'],
    ['leading newline', '\n//evil.example/x'],
    ['tab between the slashes', '/\t/evil.example/x'],
    ['space between the slashes', '/ /evil.example/x'],
    ['newline entity between the slashes', '/&#10;/evil.example/x'],
    ['slashes as entities', '&#47;&#47;evil.example/x'],
    ['named slash entity', '/&sol;evil.example/x'],
    ['backslash entity', '/&#x5C;evil.example/x'],
    ['no-break space entity', '&nbsp;//evil.example/x'],
    ['scheme without slashes', 'https:evil.example'],
    ['script', 'javascript:alert(1)'],
  ])('drops a %s link', (_, href) => {
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });
});

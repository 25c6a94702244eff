// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeForRender } from './safe-html';

describe('sanitizeForRender', () => {
  it('keeps basic formatting and same-site, web and mail links', () => {
    const html = '<p>Hello <strong>love</strong> <em>seeker</em></p><ul><li>One</li></ul><a href="/products">All</a><a href="mailto:a@b.c">Mail</a>';
    expect(sanitizeForRender(html)).toBe(html);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="color:red" onclick="x()">hi</p>', '<p>hi</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<a href="data:text/html,<b>x</b>">x</a>', '<a>x</a>'],
    // Protocol-relative links lead to another site (the allowlist is shared with the API).
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<a href="/\\evil.example">x</a>', '<a>x</a>'],
    ['<a href="/&#9;/evil.example">x</a>', '<a>x</a>'],
  ])('strips what could run: %s', (input, expected) => {
    expect(sanitizeForRender(input)).toBe(expected);
  });
});

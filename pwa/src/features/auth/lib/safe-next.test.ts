import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNextPath('/test-confirm?code=REQ-1')).toBe('/test-confirm?code=REQ-1');
    expect(safeNextPath('/dashboard#ready')).toBe('/dashboard#ready');
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash host', '/\\evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'admin'],
    ['hidden tab', '/\t/evil.example'],
    ['login loop', '/login?next=/admin'],
    // What `?next=` holds once the browser has decoded the query: dot segments that resolve to `//host`.
    ['dot segment before a host', '/.//evil.example/x'],
    ['parent segment before a host', '/a/..//evil.example/x'],
    ['encoded dot segment before a host', '/%2e//evil.example/x'],
    ['dot segment before a backslash host', '/./\\evil.example/x'],
    ['backslashes only', '/\\\\evil.example'],
    ['backslash then slash', '/\\/evil.example'],
    ['uppercase javascript URL', 'JavaScript:alert(1)'],
    ['javascript URL with a comment', 'javascript://%0aalert(1)'],
    ['absolute http URL', 'http://evil.example'],
    ['tab between the slashes after a dot segment', '/./\t/evil.example'],
    ['newline in the path', '/\n/evil.example'],
    ['carriage return in the path', '/\r//evil.example'],
    ['leading space', ' /dashboard'],
  ])('refuses %s', (_label, raw) => {
    expect(safeNextPath(raw)).toBeUndefined();
  });

  it('answers the normalised path, never one that starts with two slashes', () => {
    expect(safeNextPath('/a/../dashboard?x=1#y')).toBe('/dashboard?x=1#y');
    expect(safeNextPath('/./test-confirm')).toBe('/test-confirm');
    expect(safeNextPath('/dashboard\\readings')).toBe('/dashboard/readings');
    // Encoded slashes stay encoded: one path segment on this site, not a host.
    expect(safeNextPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    for (const raw of ['/..//evil.example', '/a/b/../..//evil.example', '/./.././/evil.example', '/a/..\\/evil.example']) {
      expect(safeNextPath(raw)).toBeUndefined();
    }
  });

  it('refuses /.//evil.example/x, a next path that leaves the site once its query is decoded', () => {
    const next = new URLSearchParams('next=%2F.%2F%2Fevil.example%2Fx').get('next');
    expect(next).toBe('/.//evil.example/x');
    expect(safeNextPath(next)).toBeUndefined();
    expect(afterLoginPath(next, { role: 'customer' })).toBe('/dashboard');
  });
});

describe('afterLoginPath', () => {
  it('prefers a safe next, else the role home', () => {
    expect(afterLoginPath('/test-confirm', { role: 'customer' })).toBe('/test-confirm');
    expect(afterLoginPath('//evil.example', { role: 'staff' })).toBe('/admin');
    expect(afterLoginPath(null, { role: 'admin' })).toBe('/admin');
    expect(afterLoginPath(undefined, { role: 'customer' })).toBe('/dashboard');
  });
});

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
  ])('refuses %s', (_label, raw) => {
    expect(safeNextPath(raw)).toBeUndefined();
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

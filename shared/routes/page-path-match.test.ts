import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-path-match';

describe('isPagePath', () => {
  it.each([
    '/',
    '/privacy-policy',
    '/privacy-policy/',
    '/Privacy-Policy',
    '/submission-success',
    '/submission-success/ABC123',
    '/payment',
    '/payment/ABC123',
    '/products/love-forecast',
    '/reading-result/12',
    '/onboarding/ABC123',
    '/twin-flame-questionnaire/ABC123',
    '/new-dashboard',
    '/admin/products',
    '/horoscope',
    '/horoscope/leo',
    '/horoscope/unsubscribe',
  ])('knows %s', (path) => expect(isPagePath(path)).toBe(true));

  it.each([
    '/404',
    '/nope',
    '/products/a/b',
    '/submission-success/a/b',
    '/privacy-policyx',
    '/reading-result',
    '/admin/users',
    '/horoscope/leo/today',
    '//',
  ])('does not know %s', (path) => expect(isPagePath(path)).toBe(false));
});

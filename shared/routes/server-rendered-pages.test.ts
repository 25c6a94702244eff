import { describe, expect, it } from 'vitest';
import { SERVER_RENDERED_PAGES, serverRenderedPageAt } from './server-rendered-pages';

describe('serverRenderedPageAt', () => {
  it('finds each reading page and its code, decoded', () => {
    expect(serverRenderedPageAt('/first-reading/REQ-AB12')).toEqual({ page: SERVER_RENDERED_PAGES.firstReading, code: 'REQ-AB12' });
    expect(serverRenderedPageAt('/sales/req-ab12')?.page).toBe(SERVER_RENDERED_PAGES.sales);
    expect(serverRenderedPageAt('/thank-you/REQ%2DAB12')).toEqual({ page: SERVER_RENDERED_PAGES.thankYou, code: 'REQ-AB12' });
    expect(serverRenderedPageAt('/thank-you-confirmed/X')?.page).toBe(SERVER_RENDERED_PAGES.thankYouConfirmed);
  });

  it('matches as the client router does: any case, one trailing slash', () => {
    expect(serverRenderedPageAt('/First-Reading/REQ-AB12/')?.code).toBe('REQ-AB12');
    expect(serverRenderedPageAt('/first-reading/REQ-AB12//')).toBeUndefined();
  });

  it('keeps a malformed escape as typed, for the code check to refuse', () => {
    expect(serverRenderedPageAt('/sales/%E0%A4%A')?.code).toBe('%E0%A4%A');
  });

  it('leaves every other address alone', () => {
    for (const path of ['/', '/first-reading', '/first-reading/', '/first-reading/a/b', '/thank-you-x/REQ', '/payment/REQ-AB12', '/products/love']) {
      expect(serverRenderedPageAt(path), path).toBeUndefined();
    }
  });
});

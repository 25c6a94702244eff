import { describe, expect, it } from 'vitest';
import { readyNoticeSummary } from './ready-notice';

const at = '2026-11-23T10:00:00.000Z';

describe('readyNoticeSummary', () => {
  it('says what went, by channel', () => {
    expect(readyNoticeSummary(null)).toBe('Not told yet');
    expect(readyNoticeSummary({ queuedAt: at, email: 'sent', push: { sent: 0, failed: 0, pending: 0 } })).toBe('e-mail sent · no device for push');
    expect(readyNoticeSummary({ queuedAt: at, email: 'sent', push: { sent: 2, failed: 0, pending: 0 } })).toBe('e-mail sent · push sent (2 devices)');
    expect(readyNoticeSummary({ queuedAt: at, email: 'pending', push: { sent: 1, failed: 1, pending: 1 } })).toBe(
      'e-mail queued · push sent (1 device) · push failed (1 device) · push waiting (1 device)',
    );
    expect(readyNoticeSummary({ queuedAt: at, email: 'failed', push: { sent: 0, failed: 3, pending: 0 } })).toBe('e-mail failed · push failed (3 devices)');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLastSubmittedOrder } from './last-submitted-order';

const CODE = 'REQ-7K3Q-9DXA-B2CF-M4NP-R6ST-V8WX-YZ01';
const stored = { requestCode: CODE, orderNumber: 'MSR-7K3Q9DXA', userName: 'Luna', email: 'luna@example.com', isPaid: false };

describe('readLastSubmittedOrder', () => {
  let items: Map<string, string>;
  beforeEach(() => {
    items = new Map();
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => items.get(key) ?? null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('returns the stored order when it is the one the page is about', () => {
    items.set('lastSubmittedOrder', JSON.stringify({ ...stored, requestCode: CODE.toLowerCase() }));
    expect(readLastSubmittedOrder(CODE)).toMatchObject({ userName: 'Luna', email: 'luna@example.com' });
  });

  it('ignores another order, malformed JSON and missing fields', () => {
    items.set('lastSubmittedOrder', JSON.stringify({ ...stored, requestCode: 'REQ-0000-0000-0000-0000-0000-0000-0000' }));
    expect(readLastSubmittedOrder(CODE)).toBeUndefined();
    items.set('lastSubmittedOrder', '{not json');
    expect(readLastSubmittedOrder(CODE)).toBeUndefined();
    items.set('lastSubmittedOrder', JSON.stringify({ requestCode: CODE }));
    expect(readLastSubmittedOrder(CODE)).toBeUndefined();
  });

  it('falls back quietly when storage is blocked', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(readLastSubmittedOrder(CODE)).toBeUndefined();
  });
});

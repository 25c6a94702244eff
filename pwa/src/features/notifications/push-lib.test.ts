import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from '@/lib/push';
import { readPush } from './sw-push';

const data = (value: unknown) => ({ json: () => (typeof value === 'string' ? JSON.parse(value) : value) }) as PushMessageData;

describe('web push in the browser', () => {
  it('reads a VAPID key as bytes', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect(base64UrlToBytes('B'.repeat(87))).toHaveLength(65);
  });

  it('shows the pushed message, or a plain one for anything it cannot read', () => {
    const message = { title: 'Your soulmate reading is ready', body: 'Tap to open it.', url: '/first-reading/ABC', tag: 'order-7' };
    expect(readPush(data(message))).toEqual(message);
    const plain = { title: 'SoulSketch', body: 'There is news about your reading.', url: '/dashboard', tag: 'soulsketch' };
    expect(readPush(null)).toEqual(plain);
    expect(readPush(data('{not json'))).toEqual(plain);
    // Another site's address is not a path of ours.
    expect(readPush(data({ ...message, url: 'https://evil.example/x' }))).toEqual(plain);
    expect(readPush(data({ ...message, url: '//evil.example/x' }))).toEqual(plain);
  });
});

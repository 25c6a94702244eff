import { describe, expect, it } from 'vitest';
import { inboxKey } from './inbox-key';

describe('inboxKey', () => {
  it.each([
    [' Victim@Example.COM ', 'victim@example.com'],
    ['victim+promo@example.com', 'victim@example.com'],
    ['j.doe+x@GoogleMail.com', 'jdoe@gmail.com'],
    ['j.doe@example.com', 'j.doe@example.com'],
    ['+tag@example.com', '+tag@example.com'],
  ])('%s is the inbox %s', (address, key) => {
    expect(inboxKey(address)).toBe(key);
  });
});

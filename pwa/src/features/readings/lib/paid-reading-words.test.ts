import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shared/domain/order-lifecycle';
import { freeReadingExpect, paidReadingWords } from './paid-reading-words';

describe('paidReadingWords: the full reading’s words follow the order’s status', () => {
  it('offers to unlock only before the payment', () => {
    expect(paidReadingWords('payment_needed').expect).toMatch(/^Unlock a comprehensive reading/);
    for (const status of ORDER_STATUSES.filter((s) => s !== 'payment_needed')) {
      expect(paidReadingWords(status).expect, status).not.toMatch(/unlock a/i);
    }
  });

  it('asks for the answers while the order waits for them, promising from the answers', () => {
    const words = paidReadingWords('needs_input');
    expect(words.next).toBe('answer');
    expect(words.sentence).toContain('within 24-48 hours of your answers');
    expect(words.expect).toContain('Answer a few questions');
  });

  it('says the reading is being prepared while it is, and ready once delivered: never "on their way" after it', () => {
    expect(paidReadingWords('in_progress')).toMatchObject({ heading: 'Your Full Reading Is Being Prepared', next: 'wait' });
    const done = paidReadingWords('completed');
    expect(done).toMatchObject({ heading: 'Your Full Reading Is Ready', next: 'read' });
    for (const text of [done.heading, done.sentence, done.expect]) expect(text).not.toMatch(/on (their|its) way|being prepared|unlock/i);
  });

  it('gives every status its own words', () => {
    const sentences = new Set(ORDER_STATUSES.map((status) => paidReadingWords(status).sentence));
    expect(sentences.size).toBe(ORDER_STATUSES.length);
  });
});

describe('freeReadingExpect', () => {
  it('promises the free reading until it is sent, then says it is ready', () => {
    expect(freeReadingExpect(false)).toBe("You'll receive your initial reading and soulmate sketch by email within 24 hours.");
    expect(freeReadingExpect(true)).toMatch(/are ready/);
  });
});

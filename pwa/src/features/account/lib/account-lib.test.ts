import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@shared/domain/order-lifecycle';
import type { CustomerOrder } from '@shared/schemas/order';
import { defaultTab, emptyStateAction, groupOrders } from './dashboard-tabs';
import { liveStatus } from './live-status';
import { orderCard } from './order-card';
import { statusFacts, statusPromise } from './status-facts';

let nextId = 1;
function order(status: OrderStatus, productId = 4, overrides: Partial<CustomerOrder> = {}): CustomerOrder {
  const id = nextId++;
  return {
    id,
    requestCode: `REQ-TEST-${id}`,
    orderNumber: `MSR-${id}`,
    productId,
    productName: 'Soulmate Sketch & Reading',
    productSlug: 'soulmate-reading',
    productImageUrl: null,
    status,
    priceCents: 3999,
    currency: 'USD',
    createdAt: '2026-11-20T10:00:00.000Z',
    paymentDate: null,
    dueAt: null,
    completedAt: null,
    refundedAt: null,
    sketchSentAt: null,
    ...overrides,
  };
}

describe('dashboard tabs', () => {
  it('puts each status in its tab, counts refunded orders nowhere, and lists them after the finished ones', () => {
    const refunded = order('refunded');
    const completed = order('completed');
    const groups = groupOrders([refunded, completed, order('in_progress'), order('needs_input'), order('needs_input'), order('payment_needed')]);
    expect(groups.counts).toEqual({ ready: 1, 'in-progress': 1, 'needs-info': 2, 'needs-payment': 1 });
    expect(groups.orders.ready).toEqual([completed, refunded]);
    expect(groups.total).toBe(6);
  });

  it('opens on Needs Your Input when it has items, else on Ready to View', () => {
    expect(defaultTab(groupOrders([order('needs_input'), order('completed')]).counts)).toBe('needs-info');
    expect(defaultTab(groupOrders([order('in_progress')]).counts)).toBe('ready');
    expect(defaultTab(groupOrders([]).counts)).toBe('ready');
  });

  it('leads an empty tab to the next useful tab, or to the catalogue when there are no orders', () => {
    const none = groupOrders([]);
    for (const tab of ['ready', 'in-progress', 'needs-info', 'needs-payment'] as const) expect(emptyStateAction(tab, none)).toEqual({ kind: 'products' });
    const waiting = groupOrders([order('needs_input')]);
    expect(emptyStateAction('ready', waiting)).toEqual({ kind: 'tab', tab: 'needs-info' });
    expect(emptyStateAction('needs-payment', waiting)).toEqual({ kind: 'tab', tab: 'ready' });
    expect(emptyStateAction('ready', groupOrders([order('in_progress')]))).toEqual({ kind: 'tab', tab: 'in-progress' });
  });
});

describe('order cards', () => {
  it('gives each status its button', () => {
    const unpaid = order('payment_needed');
    expect(orderCard(unpaid).action).toEqual({ kind: 'link', label: 'Complete Payment', to: `/payment/${unpaid.requestCode}` });
    const waiting = order('needs_input', 8);
    expect(orderCard(waiting).action).toEqual({ kind: 'link', label: 'Complete Questionnaire', to: `/twin-flame-questionnaire/${waiting.id}` });
    expect(orderCard(order('in_progress')).action).toEqual({ kind: 'status', label: 'In Preparation' });
    const done = order('completed');
    expect(orderCard(done).action).toEqual({ kind: 'link', label: 'View Reading', to: `/reading-result/${done.id}` });
    expect(orderCard(order('refunded')).action).toEqual({ kind: 'none' });
  });

  it('gives the audio meditation its own words', () => {
    expect(orderCard(order('payment_needed', 7)).action).toMatchObject({ label: 'Complete Payment' });
    expect(orderCard(order('needs_input', 7))).toMatchObject({ audio: true, action: { kind: 'disabled', label: 'Audio Preparing' } });
    expect(orderCard(order('in_progress', 7)).action).toEqual({ kind: 'disabled', label: 'Audio Preparing' });
    // A delivered meditation plays in the dashboard's audio dialog.
    expect(orderCard(order('completed', 7)).action).toEqual({ kind: 'audio', label: 'Play Audio Meditation' });
  });

  it("says where answers given on this device stand, until the orders say In Progress", () => {
    const waiting = order('needs_input', 8);
    expect(orderCard(waiting, 'draft').submission).toBeUndefined();
    expect(orderCard(waiting, 'saved')).toMatchObject({ submission: { tone: 'waiting', text: 'Saved on this device · 1 answer waiting to send' }, action: { label: 'Complete Questionnaire' } });
    expect(orderCard(waiting, 'sending').submission).toEqual({ tone: 'waiting', text: 'Sending...' });
    expect(orderCard(waiting, 'received')).toMatchObject({ submission: { tone: 'received', text: 'Received' }, action: { kind: 'disabled', label: 'Received' } });
    expect(orderCard(waiting, { failed: 'Please check your answers.' })).toMatchObject({ submission: { tone: 'failed', text: 'Please check your answers.' }, action: { kind: 'link' } });
    // Once the orders say In Progress, the order's own card takes over; the audio asks nothing.
    expect(orderCard(order('in_progress', 8), 'received')).toEqual(orderCard(order('in_progress', 8)));
    expect(orderCard(order('needs_input', 7), 'saved').submission).toBeUndefined();
  });
});

describe('order cards and the lifecycle', () => {
  const dueAt = '2026-11-22T10:00:00.000Z';

  it('promises no "Ready by" while waiting for answers, and says what to do instead', () => {
    const waiting = orderCard(order('needs_input', 4, { paymentDate: '2026-11-20T10:00:00.000Z', dueAt: null }));
    expect(waiting.readyBy).toBeNull();
    expect(waiting.line).toBe('Complete your questionnaire so our advisors can begin (about 2 minutes). Your reading is ready within 24-48 hours of your answers.');
    expect(waiting.action).toMatchObject({ label: 'Complete Questionnaire' });
    // Whatever the answer says, a card waiting for answers promises nothing.
    expect(orderCard(order('needs_input', 4, { dueAt })).readyBy).toBeNull();
  });

  it('shows "Ready by" only while the reading is in preparation', () => {
    expect(orderCard(order('in_progress', 4, { dueAt })).readyBy).toBe(dueAt);
    expect(orderCard(order('completed', 4, { dueAt })).readyBy).toBeNull();
    expect(orderCard(order('refunded', 4, { dueAt })).readyBy).toBeNull();
  });

  it('says when a refunded order was refunded', () => {
    const card = orderCard(order('refunded', 4, { refundedAt: '2026-11-21T12:00:00.000Z' }));
    expect(card.line).toMatch(/^Refunded on November 2[12], 2026\.$/);
    expect(card.action).toEqual({ kind: 'none' });
  });
});

describe('liveStatus', () => {
  const fresh = (readingCompleted: boolean, refundedAt: string | null = null) => ({ isPaid: true, readingCompleted, refundedAt });

  it('moves an order in progress to completed when the poll says the reading is done', () => {
    expect(liveStatus('in_progress', undefined)).toBe('in_progress');
    expect(liveStatus('in_progress', fresh(false))).toBe('in_progress');
    expect(liveStatus('in_progress', fresh(true))).toBe('completed');
    expect(liveStatus('refunded', fresh(true))).toBe('refunded');
  });

  it('moves an order to refunded when the poll says it was refunded', () => {
    expect(liveStatus('in_progress', fresh(true, '2026-11-21T12:00:00.000Z'))).toBe('refunded');
  });
});

describe('the status dialog’s facts and promise', () => {
  const paid = { paymentDate: '2026-11-21T10:00:00.000Z', dueAt: '2026-11-23T10:00:00.000Z' };

  it('promises the sketch only while it is still to draw', () => {
    expect(statusPromise(statusFacts(order('in_progress', 1, paid), 'in_progress'))).toEqual({ making: 'Your reading and soulmate sketch', sketchSent: false });
    // The premium reading whose free reading brought the sketch before the payment.
    const upgraded = order('in_progress', 1, { ...paid, sketchSentAt: '2026-11-20T18:00:00.000Z' });
    expect(statusPromise(statusFacts(upgraded, 'in_progress'))).toEqual({ making: 'Your reading', sketchSent: true });
    // The Soulmate Manifestation System has no sketch.
    expect(statusPromise(statusFacts(order('in_progress', 9, paid), 'in_progress'))).toEqual({ making: 'Your reading', sketchSent: false });
  });

  it('reads a copy kept by an older version, without sketchSentAt, as no sketch sent', () => {
    const { sketchSentAt: _dropped, ...older } = order('in_progress', 1, paid);
    expect(statusFacts(older as CustomerOrder, 'in_progress')).toMatchObject({ sketchSentAt: null, receivedAt: new Date(paid.paymentDate) });
  });
});

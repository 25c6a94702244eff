import { describe, expect, it } from 'vitest';
import { countUsers, usersCountLine } from './users-count';

describe('countUsers', () => {
  it('counts people (e-mails), not their orders', () => {
    const rows = [{ email: 'ana@example.com' }, { email: 'ana@example.com' }, { email: 'ben@example.com' }];
    expect(countUsers(rows)).toBe(2);
    expect(usersCountLine(rows)).toBe('2 users found with complete information · 3 orders');
  });

  it('treats the same address in another case as the same person', () => {
    expect(countUsers([{ email: 'Ana@Example.com' }, { email: 'ana@example.com ' }])).toBe(1);
  });

  it('says one user and one order in the singular', () => {
    expect(usersCountLine([{ email: 'ana@example.com' }])).toBe('1 user found with complete information · 1 order');
  });
});

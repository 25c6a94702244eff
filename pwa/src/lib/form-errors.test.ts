import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyServerFieldErrors, serverFieldErrors } from './form-errors';

type Values = { name: string; email: string };

const invalid = (details: Record<string, string[]>) => new ApiError(422, 'validation_failed', 'Invalid input', details);

describe('serverFieldErrors', () => {
  it('takes the first message of each path of a 422 and skips empty lists', () => {
    expect(serverFieldErrors(invalid({ email: ['Bad email', 'Second'], name: [] }))).toEqual([['email', 'Bad email']]);
  });

  it('ignores anything that is not a 422 with details', () => {
    expect(serverFieldErrors(new ApiError(409, 'conflict', 'Taken', { email: ['x'] }))).toEqual([]);
    expect(serverFieldErrors(new ApiError(422, 'validation_failed', 'Invalid input'))).toEqual([]);
    expect(serverFieldErrors(new Error('boom'))).toEqual([]);
  });
});

describe('applyServerFieldErrors', () => {
  it('places known fields, focuses only the first, and returns the rest as unplaced', () => {
    const setError = vi.fn();
    const placed = applyServerFieldErrors<Values, 'name' | 'email'>(
      invalid({ email: ['Bad email'], other: ['Not a field'], name: ['Too long'] }),
      setError,
      ['name', 'email'],
    );
    expect(placed).toEqual({ first: 'email', unplaced: ['Not a field'] });
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Bad email' }, { shouldFocus: true }],
      ['name', { type: 'server', message: 'Too long' }, { shouldFocus: false }],
    ]);
  });

  it('maps paths through a function and can leave focus to the caller', () => {
    const setError = vi.fn();
    const toField = (path: string) => (path.startsWith('name') ? 'name' : undefined);
    const placed = applyServerFieldErrors<Values, 'name'>(invalid({ 'name.first': ['Required'] }), setError, toField, { focus: false });
    expect(placed).toEqual({ first: 'name', unplaced: [] });
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Required' }, undefined);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { confirmErrorMessage, lookupErrorMessage } from './messages';

describe('test page messages', () => {
  it('names a missing order and a missing reading', () => {
    expect(lookupErrorMessage(new ApiError(404, 'not_found', 'No such order'))).toBe('Order not found');
    expect(confirmErrorMessage(new ApiError(404, 'not_found', 'No such reading'))).toBe('Reading not found with that code');
  });

  it('reports a refused confirmation as a failed update', () => {
    expect(confirmErrorMessage(new ApiError(500, 'internal', 'Something went wrong'))).toBe('Failed to update reading status');
  });

  it('shows anything else as "Error: ..."', () => {
    const offline = new ApiError(0, 'network', 'You appear to be offline.');
    expect(lookupErrorMessage(offline)).toBe('Error: You appear to be offline.');
    expect(confirmErrorMessage(offline)).toBe('Error: You appear to be offline.');
    expect(lookupErrorMessage(new ApiError(500, 'internal', 'Boom'))).toBe('Error: Boom');
  });
});

import { describe, expect, it } from 'vitest';
import { emailBreaks } from './email-breaks';

describe('emailBreaks', () => {
  it('breaks after the @ and before each dot, and nowhere inside a word', () => {
    expect(emailBreaks('lena.desk@example.com')).toEqual(['lena', '.desk@', 'example', '.com']);
  });

  it('keeps the whole address, character for character', () => {
    const address = 'anna-maria.o_neil+shop@mail.example-provider.co.uk';
    expect(emailBreaks(address).join('')).toBe(address);
    expect(emailBreaks(address)).toEqual(['anna-maria', '.o_neil+shop@', 'mail', '.example-provider', '.co', '.uk']);
  });

  it('leaves a short address without dots whole, and an empty one empty', () => {
    expect(emailBreaks('root@localhost')).toEqual(['root@', 'localhost']);
    expect(emailBreaks('support')).toEqual(['support']);
    expect(emailBreaks('')).toEqual([]);
  });

  it('does not start with an empty piece when the address starts with a dot', () => {
    expect(emailBreaks('.x@y')).toEqual(['.x@', 'y']);
  });
});

import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HOROSCOPE_UNSUBSCRIBE, signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = randomBytes(32).toString('base64url');
const OTHER_SECRET = randomBytes(32).toString('base64url');
const sign = (subject: string, purpose = HOROSCOPE_UNSUBSCRIBE) => signUnsubscribeToken(subject, purpose, SECRET);
const verify = (token: unknown, purpose = HOROSCOPE_UNSUBSCRIBE) => verifyUnsubscribeToken(token, purpose, SECRET);
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64url');

/** A token for raw subject bytes, signed as the module does: to reach the checks behind the signature. */
function signedRaw(encodedSubject: string, purpose = HOROSCOPE_UNSUBSCRIBE): string {
  const signature = createHmac('sha256', SECRET).update(`u1\n${purpose}\n${encodedSubject}`, 'utf8').digest('base64url');
  return `u1.${encodedSubject}.${signature}`;
}

/** Another base64url character in the same place, one whose meaning differs in the top bits (kept by any decoder). */
function flipAt(text: string, index: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const replacement = alphabet[(alphabet.indexOf(text[index]!) + 32) % 64]!;
  return text.slice(0, index) + replacement + text.slice(index + 1);
}

describe('unsubscribe tokens', () => {
  it.each(['42', 'sub_9f8e7d', 'Vera.Lux+tarot@example.com', 'zoë@exämple.com', '\u{1F319}@moon.example', 'x'.repeat(512)])(
    'carry %j there and back',
    (subject) => {
      const token = sign(subject);
      expect(token).toMatch(/^u1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
      expect(verify(token)).toBe(subject);
    },
  );

  it('are the same for the same subject, purpose and secret, and differ otherwise', () => {
    expect(sign('42')).toBe(sign('42'));
    expect(sign('43')).not.toBe(sign('42'));
    expect(sign('42', 'another-purpose')).not.toBe(sign('42'));
    expect(signUnsubscribeToken('42', HOROSCOPE_UNSUBSCRIBE, OTHER_SECRET)).not.toBe(sign('42'));
  });

  it('refuse a changed subject, with or without the old signature', () => {
    const [version, , signature] = sign('42').split('.');
    expect(verify(`${version}.${b64('43')}.${signature}`)).toBeUndefined();
    const email = sign('vera@example.com');
    const encoded = email.split('.')[1]!;
    for (let index = 0; index < encoded.length; index++) {
      expect(verify(email.replace(`.${encoded}.`, `.${flipAt(encoded, index)}.`))).toBeUndefined();
    }
  });

  it('refuse a changed signature, at any position', () => {
    const token = sign('42');
    const [version, subject, signature] = token.split('.') as [string, string, string];
    for (let index = 0; index < signature.length; index++) {
      expect(verify(`${version}.${subject}.${flipAt(signature, index)}`)).toBeUndefined();
    }
  });

  it('refuse a token signed under another secret', () => {
    expect(verify(signUnsubscribeToken('42', HOROSCOPE_UNSUBSCRIBE, OTHER_SECRET))).toBeUndefined();
    expect(verifyUnsubscribeToken(sign('42'), HOROSCOPE_UNSUBSCRIBE, OTHER_SECRET)).toBeUndefined();
  });

  it('refuse a token made for another purpose, both ways', () => {
    expect(verify(sign('42', 'password-reset'))).toBeUndefined();
    expect(verify(sign('42'), 'password-reset')).toBeUndefined();
    expect(verify(sign('42'), '')).toBeUndefined();
    expect(verify(sign('42', 'daily-horoscope-unsubscribe-extra'))).toBeUndefined();
  });

  const valid = sign('vera@example.com');
  const [, validSubject, validSignature] = valid.split('.') as [string, string, string];

  it.each([
    ['empty', ''],
    ['a dot', '.'],
    ['two dots', '..'],
    ['no dot', 'u1' + validSubject + validSignature],
    ['one dot', `u1.${validSubject}`],
    ['a fourth part', `${valid}.extra`],
    ['a trailing dot', `${valid}.`],
    ['no version', `.${validSubject}.${validSignature}`],
    ['an unknown version', `u2.${validSubject}.${validSignature}`],
    ['a version in capitals', `U1.${validSubject}.${validSignature}`],
    ['an empty subject', `u1..${validSignature}`],
    ['an empty signature', `u1.${validSubject}.`],
    ['a short signature', `u1.${validSubject}.${validSignature.slice(1)}`],
    ['a long signature', `u1.${validSubject}.${validSignature}A`],
    ['padding', `u1.${validSubject}=.${validSignature}`],
    ['standard base64 characters', `u1.${validSubject}.${validSignature.slice(0, -2)}+/`],
    ['characters outside base64', `u1.${validSubject}!.${validSignature}`],
    ['white space', ` ${valid}`],
    ['a line break', `${valid}\n`],
    ['percent-encoding', valid.replace('.', '%2E')],
    ['a huge token', `u1.${'A'.repeat(100_000)}.${validSignature}`],
    ['only the signature', validSignature],
  ])('refuse a token with %s, without throwing', (_, token) => {
    expect(() => verify(token)).not.toThrow();
    expect(verify(token)).toBeUndefined();
  });

  it.each([undefined, null, 42, {}, [valid], new String(valid)])('refuse %j as a token, without throwing', (token) => {
    expect(verify(token)).toBeUndefined();
  });

  it('refuse, even correctly signed, a subject in non-canonical base64url or that is not UTF-8', () => {
    // "42" is "NDI"; "NDJ" decodes to the same bytes with stray low bits.
    expect(verify(signedRaw('NDI'))).toBe('42');
    expect(verify(signedRaw('NDJ'))).toBeUndefined();
    expect(verify(signedRaw(b64(Buffer.from([0xff, 0xfe, 0x41]))))).toBeUndefined();
    expect(verify(signedRaw(b64(Buffer.alloc(513, 0x61))))).toBeUndefined();
  });

  it('refuse to sign an empty, oversized or malformed subject, or without a purpose', () => {
    expect(() => sign('')).toThrow(RangeError);
    expect(() => sign('x'.repeat(513))).toThrow(RangeError);
    expect(() => sign('é'.repeat(257))).toThrow(RangeError);
    expect(() => sign('lone \uD800 surrogate')).toThrow(RangeError);
    expect(() => sign(42 as unknown as string)).toThrow(RangeError);
    expect(() => sign('42', '')).toThrow(TypeError);
  });

  it('refuse to work with a missing or short secret (a setup mistake, so it throws)', () => {
    for (const secret of ['', 'short', 'x'.repeat(31), undefined as unknown as string]) {
      expect(() => signUnsubscribeToken('42', HOROSCOPE_UNSUBSCRIBE, secret)).toThrow(TypeError);
      expect(() => verifyUnsubscribeToken(valid, HOROSCOPE_UNSUBSCRIBE, secret)).toThrow(TypeError);
    }
  });
});

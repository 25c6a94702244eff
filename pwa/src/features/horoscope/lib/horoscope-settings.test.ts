import { describe, expect, it } from 'vitest';
import { HOROSCOPE_NO_CHANNEL_MESSAGE } from '@shared/schemas/horoscope';
import { ApiError } from '@/lib/api-error';
import { arrivalWords, changeProblem, deviceReceives, pickerDestination, switchChange } from './horoscope-settings';

describe('arrivalWords', () => {
  it('says "your time" when the stored zone is this device\'s, or none is stored yet', () => {
    expect(arrivalWords('Europe/Paris', 'Europe/Paris')).toBe('Every morning at 7:00 your time.');
    expect(arrivalWords(null, 'Europe/Paris')).toBe('Every morning at 7:00 your time.');
  });

  it('names the stored zone when it is another', () => {
    expect(arrivalWords('America/New_York', 'Europe/Paris')).toBe('Every morning at 7:00, America/New York time.');
  });
});

describe('switchChange', () => {
  it("turns on with the device's zone, and off with nothing else", () => {
    expect(switchChange(true, 'Asia/Tokyo')).toEqual({ subscribed: true, timeZone: 'Asia/Tokyo' });
    expect(switchChange(false, 'Asia/Tokyo')).toEqual({ subscribed: false });
  });
});

describe('deviceReceives', () => {
  it('is true only for a device among the push devices', () => {
    expect(deviceReceives({ pushDeviceIds: [3, 7] }, 7)).toBe(true);
    expect(deviceReceives({ pushDeviceIds: [3] }, 7)).toBe(false);
    expect(deviceReceives({ pushDeviceIds: [3] }, undefined)).toBe(false);
  });
});

describe('pickerDestination', () => {
  it('keeps a visitor on the sign chosen by hand, or the picker', () => {
    expect(pickerDestination({ signedIn: false, accountSign: undefined, remembered: 'leo' })).toEqual({ kind: 'go', sign: 'leo', fromAccount: false });
    expect(pickerDestination({ signedIn: false, accountSign: undefined, remembered: undefined })).toEqual({ kind: 'stay' });
  });

  it("waits for a signed-in customer's settings, then opens the account's sign over a remembered one", () => {
    expect(pickerDestination({ signedIn: true, accountSign: undefined, remembered: 'leo' })).toEqual({ kind: 'wait' });
    expect(pickerDestination({ signedIn: true, accountSign: 'gemini', remembered: 'leo' })).toEqual({ kind: 'go', sign: 'gemini', fromAccount: true });
  });

  it('falls back to the remembered sign when the account has none, or its settings failed', () => {
    expect(pickerDestination({ signedIn: true, accountSign: null, remembered: 'leo' })).toEqual({ kind: 'go', sign: 'leo', fromAccount: false });
    expect(pickerDestination({ signedIn: true, accountSign: null, remembered: undefined })).toEqual({ kind: 'stay' });
  });
});

describe('changeProblem', () => {
  it("words a horoscope left with no way to arrive by the server's field message", () => {
    const error = new ApiError(422, 'validation_failed', 'Some fields need your attention.', { byEmail: [HOROSCOPE_NO_CHANNEL_MESSAGE] });
    expect(changeProblem(error)).toBe(HOROSCOPE_NO_CHANNEL_MESSAGE);
  });

  it("shows the server's words for a device that is not the account's, ours for the rest", () => {
    expect(changeProblem(new ApiError(404, 'not_found', 'This device does not receive your notifications.'))).toBe('This device does not receive your notifications.');
    expect(changeProblem(new ApiError(500, 'internal', 'boom'))).toBe('Your daily horoscope could not be changed. Please try again.');
    expect(changeProblem(new ApiError(0, 'network', ''))).toMatch(/offline/);
  });

  it('leaves no_birth_date, and no error, to the page', () => {
    expect(changeProblem(new ApiError(409, 'no_birth_date', 'Request a reading first.'))).toBeUndefined();
    expect(changeProblem(null)).toBeUndefined();
  });
});

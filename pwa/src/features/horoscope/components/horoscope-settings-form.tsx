import type { ZodiacSignId } from '@shared/domain/zodiac';
import { zodiacSignById } from '@shared/domain/zodiac';
import type { HoroscopeSettings, HoroscopeSettingsChange } from '@shared/schemas/horoscope';
import { Checkbox } from '@/components/ui/checkbox';
import { Switch } from '@/components/ui/switch';
import { deviceTimeZone } from '@/lib/device-time-zone';
import { hasErrorCode } from '@/lib/error-messages';
import { usePushDeviceId } from '@/features/notifications';
import { useChangeHoroscopeSettings } from '../hooks/use-horoscope-settings';
import { arrivalWords, ARRIVES_AT, changeProblem, deviceReceives, switchChange } from '../lib/horoscope-settings';
import { NoSignYet } from './no-sign-yet';
import { SignGlyph } from './sign-glyph';

/**
 * The daily horoscope's switch and, while it is on, its ways: e-mail, and a notification on this
 * device, offered only where this browser already has notifications on for the account (turning them
 * on is the notifications card's job, with the browser's own question). Each change is sent at once;
 * the controls wait for the answer, and a refused change leaves them as they were, with the server's
 * reason (a horoscope that stays on needs at least one way to arrive).
 */
export function HoroscopeSettingsForm({ userId, settings, sign, offline }: { userId: number; settings: HoroscopeSettings; sign: ZodiacSignId; offline: boolean }) {
  const change = useChangeHoroscopeSettings(userId);
  const deviceId = usePushDeviceId();
  const zodiac = zodiacSignById(sign);
  // Offline the controls are disabled; while a change is on its way they only ignore presses (and stay
  // focusable, so the keyboard's place is kept).
  const pending = change.isPending;
  const send = (next: HoroscopeSettingsChange) => {
    if (!pending) change.mutate(next);
  };
  const noBirthDate = hasErrorCode(change.error, 'no_birth_date');
  const problem = changeProblem(change.error);

  return (
    <div className="mt-4 space-y-4">
      <div className="flex items-center gap-3">
        <SignGlyph sign={zodiac} className="size-10 text-2xl" />
        <div>
          <p className="font-serif text-lg leading-tight text-mist">{zodiac.name}</p>
          <p className="text-xs text-mist-muted">{zodiac.dateRange}</p>
        </div>
      </div>
      <Switch
        label="Send me my horoscope"
        hint={settings.subscribed ? arrivalWords(settings.timeZone, deviceTimeZone()) : `Off. When on, it comes every morning at ${ARRIVES_AT} your time.`}
        checked={settings.subscribed}
        disabled={offline}
        pending={pending}
        onCheckedChange={(on) => send(switchChange(on, deviceTimeZone()))}
      />
      {settings.subscribed && (
        <fieldset className="space-y-3 border-t border-violet-400/20 pt-3">
          <legend className="sr-only">How it arrives</legend>
          <Checkbox
            label="By e-mail"
            checked={settings.byEmail}
            disabled={offline}
            aria-disabled={pending || undefined}
            onChange={(event) => send({ byEmail: event.target.checked })}
          />
          {deviceId !== undefined && (
            <Checkbox
              label="Notifications on this device"
              checked={deviceReceives(settings, deviceId)}
              disabled={offline}
              aria-disabled={pending || undefined}
              onChange={(event) => send({ pushDevice: { id: deviceId, on: event.target.checked } })}
            />
          )}
        </fieldset>
      )}
      <div aria-live="polite" className="text-sm empty:hidden">
        {pending && <p className="text-mist-muted">Saving...</p>}
        {offline && <p className="text-gold-200">You are offline: your daily horoscope can be changed when you are back online.</p>}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-200">
          {problem}
        </p>
      )}
      {noBirthDate && (
        <div role="alert">
          <NoSignYet userId={userId} offline={offline} />
        </div>
      )}
    </div>
  );
}

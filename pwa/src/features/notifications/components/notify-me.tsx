import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Icon, type IconProps } from '@/components/ui/icon';
import { CheckCircleIcon } from '@/components/ui/icons';
import { usePushOptIn, type OptInState, type PushOptIn } from '../lib/use-push-opt-in';
import { BlockedNote } from './blocked-note';

export const NOTIFY_ME_LABEL = 'Notify me when my reading is ready';

const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 2h-15Z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Icon>
);

/** The Share glyph Safari shows (a square with an arrow out of it), so the steps match the screen. */
const ShareIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 9H6.5v11h11V9H16M12 3v11M8.5 6.5 12 3l3.5 3.5" />
  </Icon>
);

const FRAME = 'rounded-[var(--radius-card)] border border-violet-400/30 bg-night-900/60';

function Frame({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label="Reading notifications" className={cn(FRAME, 'p-5', className)}>
      {/* A section of the page under its h1 (the dashboard's welcome, a thank-you page's title): an h2. */}
      <h2 className="mb-2 flex items-center gap-2 text-lg text-gold-300">
        <BellIcon className="size-5 shrink-0" />
        {title}
      </h2>
      <div className="space-y-3 text-mist-muted">{children}</div>
    </section>
  );
}

const EMAIL_TOO = "We'll e-mail you as well, as always.";

function InstallSteps() {
  return (
    <>
      <p>On iPhone and iPad, notifications come from the SoulSketch app on your Home Screen. Add it first:</p>
      <ol className="list-decimal space-y-1 pl-5 text-mist">
        <li>
          Tap the Share button <ShareIcon className="inline size-5 align-text-bottom" /> in Safari's toolbar.
        </li>
        <li>Choose “Add to Home Screen”, then “Add”.</li>
        <li>Open SoulSketch from your Home Screen, log in, and tap “{NOTIFY_ME_LABEL}” there.</li>
      </ol>
      <p>{EMAIL_TOO}</p>
    </>
  );
}

/** What a card in each state says, without the actions. */
function body(state: OptInState, dismissed: boolean): ReactNode {
  switch (state.kind) {
    case 'needs-install':
      return <InstallSteps />;
    case 'unsupported':
      return <p>This browser cannot show notifications. We'll e-mail you when your reading is ready.</p>;
    default:
      return (
        <p>
          {dismissed ? 'No notifications for now: you can turn them on whenever you like. ' : 'Get a notification on this device the moment your reading is ready. '}
          {EMAIL_TOO}
        </p>
      );
  }
}

/**
 * "Notify me when my reading is ready": the dashboard and the thank-you pages. The browser is
 * asked only when the customer clicks; a blocked permission is explained, not asked again; an iPhone
 * outside the Home Screen app gets the steps to add it first.
 */
export function NotifyMe({ className }: { className?: string }) {
  return <NotifyMeCard optIn={usePushOptIn()} className={className} />;
}

/**
 * The card for an opt-in its page holds: a page that moves the card between layouts (the dashboard,
 * above the orders or after them) keeps a turn-on at work and its outcome as the card moves.
 */
export function NotifyMeCard({ optIn, className }: { optIn: PushOptIn; className?: string }) {
  const { state, busy, problem, dismissed, turnOn, turnOff } = optIn;
  const [askedToLogIn, setAskedToLogIn] = useState(false);
  const { pathname, search } = useLocation();

  if (state.kind === 'checking') return null;
  const failure = problem && (
    <p role="alert" className="w-full text-sm text-red-200">
      {problem}
    </p>
  );

  // On: one quiet line, so a page the customer visits often is not led by it.
  if (state.kind === 'on') {
    return (
      <section aria-label="Reading notifications" className={cn(FRAME, 'flex flex-wrap items-center justify-between gap-3 px-5 py-3', className)}>
        <p className="flex items-center gap-2 text-success">
          <CheckCircleIcon className="size-5 shrink-0" />
          Notifications are on for this device.
        </p>
        <Button variant="secondary" size="sm" onClick={() => void turnOff()} disabled={busy}>
          {busy ? 'Turning off...' : 'Turn off on this device'}
        </Button>
        {failure}
      </section>
    );
  }

  // Blocked: one line, its steps folded away, as nothing here can change it.
  if (state.kind === 'denied') return <BlockedNote className={cn(FRAME, className)} />;

  let action: ReactNode = null;
  if (state.kind === 'off' || (state.kind === 'signed-out' && !askedToLogIn)) {
    const onClick = state.kind === 'off' ? () => void turnOn() : () => setAskedToLogIn(true);
    action = (
      <Button onClick={onClick} disabled={busy} className="w-full sm:w-auto">
        {busy ? 'Turning on...' : NOTIFY_ME_LABEL}
      </Button>
    );
  } else if (state.kind === 'signed-out') {
    action = (
      <>
        <p role="status" className="text-mist">
          Notifications go to the devices of your account: log in first (after a payment, the e-mail we sent has the
          link to choose your password), then tap this again.
        </p>
        <ButtonLink to={paths.login.href(`${pathname}${search}`)} size="sm">
          Log in
        </ButtonLink>
      </>
    );
  }

  return (
    <Frame title="Know the moment it is ready" className={className}>
      {body(state, dismissed)}
      {action}
      {failure}
    </Frame>
  );
}

import { useSocialProof } from '../api/get-social-proof';

const count = new Intl.NumberFormat('en-US');

/**
 * Real counts only: each line shows when the server gives a number (5 or more) and is
 * left out otherwise, as is the whole block while loading or when the call fails.
 */
export function SocialProof() {
  const { data } = useSocialProof();
  const lines = [
    data?.thisWeek != null && `${count.format(data.thisWeek)} people ordered this reading this week`,
    data?.lastHour != null && `${count.format(data.lastHour)} in the last hour`,
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <ul className="flex flex-col items-center gap-1 text-sm text-mist">
      {lines.map((line) => (
        <li key={line} className="flex items-center gap-2">
          <span aria-hidden="true" className="size-2 rounded-full bg-success shadow-[0_0_8px_var(--color-success)]" />
          {line}
        </li>
      ))}
    </ul>
  );
}

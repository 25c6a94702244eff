import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { QuestionnaireCopy } from '@shared/questionnaires';
import { paths } from '@/config/paths';
import { toast } from '@/components/ui/toast';
import type { SubmissionState } from '../offline';

/** The pause between the success toast and the dashboard, long enough to read the toast. */
export const REDIRECT_DELAY_MS = 2000;

type Outcome = { kind: 'received' } | { kind: 'failed'; message: string };

function keyOf(state: SubmissionState): string {
  return typeof state === 'string' ? state : `failed:${state.failed}`;
}

/**
 * The outcome worth telling after the state moved from `before` to `state`: answers this page queued,
 * or answers that were on their way while it was open. A receipt or refusal already there when the page
 * opened is only shown, not announced again.
 */
function outcomeOf(before: string, state: SubmissionState, submittedHere: boolean): Outcome | undefined {
  if (!(submittedHere || before === 'saved' || before === 'sending')) return undefined;
  if (state === 'received') return { kind: 'received' };
  if (typeof state === 'object') return { kind: 'failed', message: state.failed };
  return undefined;
}

/**
 * Tells the customer when answers are received, or refused: a toast, then `/dashboard`
 * after 2 s, or `onReceived` where a page goes elsewhere (onboarding).
 */
export function useSubmissionFeedback(state: SubmissionState, copy: QuestionnaireCopy, onReceived: (() => void) | undefined) {
  const navigate = useNavigate();
  const key = keyOf(state);
  const [submittedHere, setSubmittedHere] = useState(false);
  const [tracked, setTracked] = useState<{ key: string; outcome?: Outcome }>({ key });

  // Worked out while rendering (React's "state from the previous render"), so each change counts once.
  if (tracked.key !== key) {
    const outcome = outcomeOf(tracked.key, state, submittedHere);
    if (outcome) setSubmittedHere(false);
    setTracked({ key, outcome: outcome ?? tracked.outcome });
  }

  const latest = useRef({ copy, onReceived, navigate });
  useEffect(() => {
    latest.current = { copy, onReceived, navigate };
  });

  const outcome = tracked.outcome;
  useEffect(() => {
    if (!outcome) return;
    const { copy: words, onReceived: after, navigate: go } = latest.current;
    if (outcome.kind === 'failed') {
      toast({ title: words.errorTitle, description: outcome.message, variant: 'destructive' });
      return;
    }
    if (after) return after();
    toast({ title: words.successTitle, description: words.successDescription, variant: 'success' });
    const timer = setTimeout(() => void go(paths.dashboard.href()), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  return {
    redirecting: outcome?.kind === 'received' && !onReceived,
    markSubmitted: () => setSubmittedHere(true),
  };
}

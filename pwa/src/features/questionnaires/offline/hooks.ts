import type { QuestionnaireId } from '@shared/questionnaires';
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { accountKeyOf } from '@/lib/device/account';
import { offlineDb } from '@/lib/device/database';
import { useStoredUser } from '@/lib/stored-user';
import { canonicalOrderRef, isWaiting, submissionStateOf } from './policy';
import type { AccountKey, OutboxItem, QuestionnaireDraft, SubmissionState } from './types';

/** Drafts are written this long after the last keystroke (a step change is written at once). */
const DRAFT_DEBOUNCE_MS = 300;

function useAccountKey(): AccountKey {
  return accountKeyOf(useStoredUser());
}

export interface DraftHandle {
  /** The answers saved on this device when the page opened (undefined: none); read once `loaded`. */
  values: Record<string, unknown> | undefined;
  /** The step the customer was on (0 without a draft). */
  step: number;
  /** Save as typed: debounced, and flushed when the page is hidden or closed. */
  save: (values: Record<string, unknown>, step: number) => void;
  loaded: boolean;
}

/**
 * The draft of one questionnaire for one order, per signed-in account: restored when the page opens,
 * kept through reloads and browser restarts, removed once the server has the answers (outbox.ts).
 */
export function useQuestionnaireDraft(orderRef: string, questionnaireId: QuestionnaireId): DraftHandle {
  const accountId = useAccountKey();
  const ref = canonicalOrderRef(orderRef);
  const id = `${accountId}|${ref}|${questionnaireId}`;
  const [restored, setRestored] = useState<{ id: string; draft: QuestionnaireDraft | undefined }>();
  const pending = useRef<{ values: Record<string, unknown>; step: number }>(undefined);
  const lastStep = useRef<number>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let current = true;
    lastStep.current = undefined;
    offlineDb.questionnaireDrafts
      .get([accountId, ref, questionnaireId])
      .catch(() => undefined)
      .then((draft) => {
        if (!current) return;
        lastStep.current = draft?.step;
        setRestored({ id, draft });
      });
    return () => {
      current = false;
    };
  }, [accountId, ref, questionnaireId, id]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (!next) return;
    pending.current = undefined;
    const draft: QuestionnaireDraft = { accountId, orderRef: ref, questionnaireId, values: next.values, step: next.step, updatedAt: Date.now() };
    offlineDb.questionnaireDrafts.put(draft).catch((error: unknown) => console.warn('Could not save the draft on this device', error));
  }, [accountId, ref, questionnaireId]);

  const save = useCallback(
    (values: Record<string, unknown>, step: number) => {
      pending.current = { values, step };
      clearTimeout(timer.current);
      // Moving to another step is a moment worth keeping at once; keystrokes are gathered.
      if (lastStep.current !== step) {
        lastStep.current = step;
        flush();
      } else timer.current = setTimeout(flush, DRAFT_DEBOUNCE_MS);
    },
    [flush],
  );

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  const loaded = restored?.id === id;
  return { values: loaded ? restored.draft?.values : undefined, step: loaded ? (restored.draft?.step ?? 0) : 0, save, loaded };
}

/** The signed-in account's outbox items, live (every tab and the service worker write them). */
function useAccountItems(): OutboxItem[] | undefined {
  const accountId = useAccountKey();
  return useLiveQuery(
    () => offlineDb.questionnaireOutbox.where('[accountId+orderRef]').between([accountId, Dexie.minKey], [accountId, Dexie.maxKey]).toArray(),
    [accountId],
  );
}

function stateFor(items: readonly OutboxItem[] | undefined, orderRefs: readonly string[]): SubmissionState {
  const refs = new Set(orderRefs.map(canonicalOrderRef));
  return submissionStateOf((items ?? []).filter((item) => refs.has(item.orderRef)));
}

/**
 * Where an order's answers stand: 'draft' (nothing submitted), 'saved' (on this device, waiting),
 * 'sending', 'received', or `{ failed: message }`. An order may be named by its id and its code at once.
 */
export function useSubmissionState(orderRef: string | readonly string[]): SubmissionState {
  const items = useAccountItems();
  const refs = typeof orderRef === 'string' ? [orderRef] : orderRef;
  return stateFor(items, refs);
}

export interface AccountOutbox {
  /** Where an order's answers stand, by any of its names (id, code). */
  stateOf: (orderRefs: readonly string[]) => SubmissionState;
  /** Answers still to send ("N answers waiting to send"). */
  waiting: number;
  /** Answers the server has (undefined until read). */
  received: number | undefined;
}

/** Everything the dashboard shows of the outbox, from one live query (50 cards, one subscription). */
export function useAccountOutbox(): AccountOutbox {
  const items = useAccountItems();
  return useMemo(
    () => ({
      stateOf: (orderRefs: readonly string[]) => stateFor(items, orderRefs),
      waiting: (items ?? []).filter(isWaiting).length,
      received: items?.filter((item) => item.state === 'received').length,
    }),
    [items],
  );
}

/** For a list of orders: one live query, a lookup per card. */
export function useSubmissionStates(): (orderRefs: readonly string[]) => SubmissionState {
  return useAccountOutbox().stateOf;
}

/** How many of the account's answers wait to be sent ("N answers waiting to send"). */
export function useWaitingCount(): number {
  return useAccountOutbox().waiting;
}

/**
 * Calls `onReceived` when more answers have reached the server (from this tab, another, or the service
 * worker) and the outbox has been quiet for a moment: one refetch of the orders (which then say In
 * Progress) for a batch of 50, not one per answer.
 */
export function useOnReceived(received: number | undefined, onReceived: () => void, settleMs = 750): void {
  const callback = useRef(onReceived);
  const seen = useRef<number>(undefined);
  useEffect(() => {
    callback.current = onReceived;
  }, [onReceived]);
  useEffect(() => {
    if (received === undefined) return;
    const before = seen.current;
    seen.current = received;
    if (before === undefined || received <= before) return;
    const timer = setTimeout(() => callback.current(), settleMs);
    return () => clearTimeout(timer);
  }, [received, settleMs]);
}

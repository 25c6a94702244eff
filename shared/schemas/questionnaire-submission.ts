import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../domain/order-lifecycle';
import { QUESTIONNAIRE_IDS } from '../domain/questionnaire-pages';
import { isoDateTimeSchema, pathIdSchema, requestCodeSchema } from './common';

/**
 * Submitting questionnaire answers (docs/decisions/011): the body is the
 * answer set of the questionnaire's definition (`answersSchemaFor`), the `Idempotency-Key` header the
 * client-made submission id; these are the rest of the contract.
 */

/** The header that carries the submission id; a replay with the same id changes nothing. */
export const SUBMISSION_ID_HEADER = 'Idempotency-Key';
export const SUBMISSION_ID_MESSAGE = 'Send a new UUID (v4) as the Idempotency-Key header: it identifies this submission.';

/** A client-made UUID v4, in lower case (one spelling, one submission). */
export const submissionIdSchema = z.pipe(
  z.string({ error: SUBMISSION_ID_MESSAGE }).check(z.trim(), z.toLowerCase()),
  z.uuid({ version: 'v4', error: SUBMISSION_ID_MESSAGE }),
);

export const questionnaireIdSchema = z.enum(QUESTIONNAIRE_IDS);

/** An order named in a path: its request code, or its number (which only its owner may use). */
export type OrderRef = { code: string } | { id: number };

export const orderRefSchema = z.pipe(
  z.string(),
  z.transform((value, ctx): OrderRef => {
    const byId = z.safeParse(pathIdSchema, value);
    if (byId.success) return { id: byId.data };
    const byCode = z.safeParse(requestCodeSchema, value);
    if (byCode.success) return { code: byCode.data };
    ctx.issues.push({ code: 'custom', message: 'That is not an order', input: value });
    return z.NEVER;
  }),
);

/** A body of answers, before the questionnaire's own schema (`answersSchemaFor`) checks it. */
export const answerSetBodySchema = z.record(z.string(), z.unknown());

/** What a stored submission answers, the first time (201) and on every replay (200). */
export const questionnaireSubmissionSchema = z.object({
  submissionId: z.string(),
  questionnaireId: questionnaireIdSchema,
  orderRequestCode: z.string(),
  receivedAt: isoDateTimeSchema,
  /** The order's status now: `in_progress` once answered (shared/domain/order-lifecycle.ts). */
  status: z.enum(ORDER_STATUSES),
});
export type QuestionnaireSubmission = z.infer<typeof questionnaireSubmissionSchema>;

import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import * as z from 'zod/mini';
import { endpoints } from '@shared/api/endpoints';
import { QUESTIONNAIRES, answersSchemaFor, type QuestionnaireAnswers, type QuestionnaireId } from '@shared/questionnaires';
import { SUBMISSION_ID_HEADER, SUBMISSION_ID_MESSAGE, submissionIdSchema, type OrderRef } from '@shared/schemas/questionnaire-submission';
import type { Config } from '../../config/env';
import { defineRoute } from '../../http/define-route';
import { ValidationError } from '../../http/errors';
import { callerOf } from '../orders/payer-cookie';
import { AlreadyAnsweredError } from './questionnaire-errors';
import type { QuestionnairesService } from './questionnaires.service';

/** Each questionnaire's answer schema, built once from its definition. */
const ANSWER_SCHEMAS = new Map<QuestionnaireId, ReturnType<typeof answersSchemaFor>>();

function parseAnswers(questionnaireId: QuestionnaireId, body: unknown): QuestionnaireAnswers {
  let schema = ANSWER_SCHEMAS.get(questionnaireId);
  if (!schema) ANSWER_SCHEMAS.set(questionnaireId, (schema = answersSchemaFor(QUESTIONNAIRES[questionnaireId])));
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  // Each message under the answer it is about (a bad choice in a list names the list, not its item).
  const details: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const messages = (details[String(issue.path[0] ?? 'body')] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  throw new ValidationError(details);
}

/** The submission id from the Idempotency-Key header: 422 when missing or not a UUID v4. */
function submissionIdOf(ctx: Context): string {
  const parsed = z.safeParse(submissionIdSchema, ctx.get(SUBMISSION_ID_HEADER));
  if (!parsed.success) throw new ValidationError({ [SUBMISSION_ID_HEADER]: [SUBMISSION_ID_MESSAGE] });
  return parsed.data;
}

/**
 * Every path that takes questionnaire answers lands in one handler (docs/decisions/011-questionnaires.md):
 * `POST /api/questionnaires/:questionnaireId/:orderRef`, the older per-form paths, and the funnel's onboarding.
 */
export function registerQuestionnairesRoutes(router: Router, service: QuestionnairesService, config: Pick<Config, 'env'>): void {
  const checkResponses = config.env !== 'production';

  /** 201 for a new submission, 200 with the stored result for a replay. */
  async function submit(ctx: Context, submissionId: string, questionnaireId: QuestionnaireId, orderRef: OrderRef, answers: QuestionnaireAnswers, setStatus: (status: number) => void) {
    const { submission, created } = await service.submit({ questionnaireId, orderRef, answers, submissionId, caller: callerOf(ctx) });
    if (!created) setStatus(200);
    return submission;
  }

  defineRoute(
    router,
    endpoints.questionnaires.submit,
    ({ params, body, ctx, setStatus }) => {
      const submissionId = submissionIdOf(ctx);
      return submit(ctx, submissionId, params.questionnaireId, params.orderRef, parseAnswers(params.questionnaireId, body), setStatus);
    },
    { checkResponses },
  );

  const aliases = [
    endpoints.questionnaires.freeSoulmate,
    endpoints.questionnaires.premiumSoulmate,
    endpoints.questionnaires.spiritAnimal,
    endpoints.questionnaires.moneyTree,
    endpoints.questionnaires.loveForecast,
    endpoints.questionnaires.twinFlame,
  ];
  for (const endpoint of aliases) {
    defineRoute(
      router,
      endpoint,
      ({ params, body, ctx, setStatus }) => {
        const submissionId = submissionIdOf(ctx);
        return submit(ctx, submissionId, endpoint.questionnaireId, params.orderRef, parseAnswers(endpoint.questionnaireId, body), setStatus);
      },
      { checkResponses },
    );
  }

  // The onboarding path's older contract, kept: no Idempotency-Key needed (a call without one is a new submission), and answers
  // that came already are `alreadyReceived: true` rather than a 409.
  defineRoute(
    router,
    endpoints.onboardings.submit,
    async ({ params, body, ctx }) => {
      const header = ctx.get(SUBMISSION_ID_HEADER);
      const submissionId = header ? submissionIdOf(ctx) : randomUUID();
      try {
        const answers = parseAnswers('onboarding', body);
        const { created } = await service.submit({ questionnaireId: 'onboarding', orderRef: { code: params.code }, answers, submissionId, caller: callerOf(ctx) });
        return { ok: true as const, alreadyReceived: !created };
      } catch (error) {
        if (error instanceof AlreadyAnsweredError) return { ok: true as const, alreadyReceived: true };
        throw error;
      }
    },
    { checkResponses },
  );
}

import { AppError } from '../../http/errors';

/**
 * 409: the order has answers already, from another submission. The first answers count (except that
 * the owner's replace a code holder's): a retry cannot change this, so the device stops and says so.
 */
export class AlreadyAnsweredError extends AppError {
  constructor() {
    super(409, 'already_answered', 'We already have the answers for this order: the first answers sent are the ones we use.');
  }
}

/** 409: the order's product asks another questionnaire (shared/domain/questionnaire-path.ts). */
export class WrongQuestionnaireError extends AppError {
  constructor() {
    super(409, 'wrong_questionnaire', 'This order takes another questionnaire. Please open it from your dashboard.');
  }
}

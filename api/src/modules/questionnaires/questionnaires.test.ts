import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { PAID_READING_DELIVERY } from '@shared/domain/delivery';
import { PRODUCT_IDS } from '@shared/domain/products';
import { generateRequestCode } from '@shared/domain/request-code';
import { QUESTIONNAIRES, fieldsOf, type ChoiceField, type QuestionnaireId } from '@shared/questionnaires';
import type { AdminReading } from '@shared/schemas/admin';
import { createCustomer, createStaff } from '../../testing/accounts';
import { catalogueOrder, checkoutAndPay, freeRequest, withStripeApi } from '../../testing/funnel';
import { brokenRules, validAnswers, type Answers } from '../../testing/questionnaire-answers';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, type TestApi } from '../../testing/test-api';

const HOUR_MS = 60 * 60 * 1000;

/** The questionnaire's own messages, word for word: the API must give each (the definitions carry them). */
const SPEC_MESSAGES: Partial<Record<QuestionnaireId, string[]>> = {
  soulmate: ['Please select your relationship status', 'Please answer this question', 'Please provide some details about your expectations'],
  'spirit-animal': [
    'Please enter your first name',
    'Please select your date of birth',
    'Please enter your current city',
    'Please enter your birth city',
    'Please enter your birth state/province',
    'Please enter your birth country',
    'Please select your relationship status',
    'Please describe your love situation',
    'Please select the relationship timeframe',
    'Please describe any animals in your dreams',
    'Please share what animal represents your desired love qualities',
  ],
  'money-tree': ['Please select your time horizon', 'Please indicate your risk tolerance', "Please share at least one action you're willing to take"],
  onboarding: ['Please select your current relationship status', 'Please provide at least 10 characters'],
};

interface PaidOrder {
  code: string;
  id: number;
  /** The owner's session. */
  cookie: string;
}

/**
 * Questionnaire answers over HTTP: every form's rules, who may answer, paid orders only, the
 * right questionnaire only, a submission id stored once however often and however concurrently it is
 * sent, the first answers counting except that the owner's replace a code holder's, and answering
 * moving the order to In Progress with its delivery clock started.
 */
describeEachDatabase('questionnaire answers', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;
  let serial = 0;

  withStripeApi(database, (started) => ({ api, stripe } = started));

  const knex = () => api.container.db.knex;
  const newEmail = (label: string) => `${label}-${++serial}@example.com`;
  const orderRow = (where: Record<string, unknown>) => knex()('orders').where(where).first();

  /** A signed-in customer's paid catalogue order. */
  async function paidCatalogueOrder(productId: number, label: string): Promise<PaidOrder> {
    const email = newEmail(label);
    const { cookie } = await createCustomer(api, email);
    const code = await catalogueOrder(api, productId, email);
    await checkoutAndPay(api, stripe, code);
    return { code, id: Number((await orderRow({ request_code: code })).id), cookie };
  }

  /** A signed-in customer's paid funnel reading (#1), and the bonus orders the payment added. */
  async function paidFunnelReading(label: string): Promise<PaidOrder & { bonus: (productId: number) => Promise<PaidOrder> }> {
    const email = newEmail(label);
    const { cookie } = await createCustomer(api, email);
    const code = await freeRequest(api, email);
    await checkoutAndPay(api, stripe, code);
    const id = Number((await orderRow({ request_code: code })).id);
    const bonus = async (productId: number) => {
      const row = await orderRow({ parent_order_id: id, product_id: productId });
      return { code: String(row.request_code), id: Number(row.id), cookie };
    };
    return { code, id, cookie, bonus };
  }

  function submit(questionnaireId: QuestionnaireId, ref: string | number, answers: Answers, options: { cookie?: string; key?: string | null; path?: string } = {}) {
    const key = options.key === undefined ? randomUUID() : options.key;
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (key !== null) headers['idempotency-key'] = key;
    return api.request('POST', options.path ?? `/api/questionnaires/${questionnaireId}/${ref}`, { body: answers, headers });
  }

  const responses = (orderId: number) => knex()('questionnaire_responses').where({ order_id: orderId }).orderBy('id');
  const dueAt = async (orderId: number) => new Date((await knex()('readings').where({ order_id: orderId }).first()).due_at).toISOString();

  it("checks every form's answers by its definition, each rule's message word for word, and stores nothing refused", async () => {
    const funnel = await paidFunnelReading('forms');
    const orders: Record<QuestionnaireId, PaidOrder> = {
      // No product on sale asks the generic questionnaire any more (the audio asks nothing): its rules are
      // still the API's, and a valid answer set meets the order's refusal instead.
      generic: await paidCatalogueOrder(PRODUCT_IDS.manifestationAudio, 'generic'),
      soulmate: await paidCatalogueOrder(PRODUCT_IDS.soulmateReading, 'soulmate'),
      'spirit-animal': await funnel.bonus(PRODUCT_IDS.spiritAnimalTarot),
      'money-tree': await funnel.bonus(PRODUCT_IDS.moneyTree),
      'love-forecast': await paidCatalogueOrder(PRODUCT_IDS.loveForecast, 'love-forecast'),
      'twin-flame': await paidCatalogueOrder(PRODUCT_IDS.twinFlameReading, 'twin-flame'),
      onboarding: funnel,
    };
    for (const [questionnaireId, definition] of Object.entries(QUESTIONNAIRES) as [QuestionnaireId, (typeof QUESTIONNAIRES)[QuestionnaireId]][]) {
      const order = orders[questionnaireId];
      const seen = new Set<string>();
      const cases = brokenRules(definition);
      expect(cases.length, questionnaireId).toBeGreaterThan(0);
      for (const broken of cases) {
        const response = await submit(questionnaireId, order.code, broken.body, { cookie: order.cookie });
        expect(response.status, `${questionnaireId} ${broken.rule}: ${JSON.stringify(response.body)}`).toBe(422);
        expect(response.body.error.code).toBe('validation_failed');
        expect(response.body.error.details?.[broken.field], `${questionnaireId} ${broken.rule}`).toContain(broken.message);
        for (const messages of Object.values(response.body.error.details as Record<string, string[]>)) for (const message of messages) seen.add(message);
      }
      for (const message of SPEC_MESSAGES[questionnaireId] ?? []) expect(seen, `${questionnaireId}: "${message}"`).toContain(message);
      expect(await responses(order.id), questionnaireId).toHaveLength(0);

      const accepted = await submit(questionnaireId, order.code, validAnswers(definition), { cookie: order.cookie });
      if (questionnaireId === 'generic') {
        expect(accepted.body.error.code).toBe('wrong_questionnaire');
        continue;
      }
      expect(accepted.status, `${questionnaireId}: ${JSON.stringify(accepted.body)}`).toBe(201);
      expect(accepted.body).toMatchObject({ questionnaireId, orderRequestCode: order.code, status: 'in_progress' });
    }
  });

  it('takes the per-form paths, by request code or number, and works out the zodiac sign itself', async () => {
    const funnel = await paidFunnelReading('aliases');
    const spirit = await funnel.bonus(PRODUCT_IDS.spiritAnimalTarot);
    const answers = validAnswers(QUESTIONNAIRES['spirit-animal'], { dateOfBirth: '1990-05-17', zodiacSign: 'leo', firstName: '  Vera  ' });
    const byId = await submit('spirit-animal', spirit.id, answers, { cookie: spirit.cookie, path: `/api/spirit-animal-questionnaire/${spirit.id}` });
    expect(byId.status, JSON.stringify(byId.body)).toBe(201);
    const [stored] = await responses(spirit.id);
    expect(stored).toMatchObject({ questionnaire_id: 'spirit-animal', submitted_by: 'owner', submission_id: byId.body.submissionId });
    expect(JSON.parse(stored.answers_json)).toMatchObject({ firstName: 'Vera', dateOfBirth: '1990-05-17', zodiacSign: 'taurus' });

    const tree = await funnel.bonus(PRODUCT_IDS.moneyTree);
    const byCode = await submit('money-tree', tree.code, validAnswers(QUESTIONNAIRES['money-tree']), { cookie: tree.cookie, path: `/api/money-tree-questionnaire/${tree.code}` });
    expect(byCode.status, JSON.stringify(byCode.body)).toBe(201);

    const soulmate = await paidCatalogueOrder(PRODUCT_IDS.soulmateReading, 'alias-soulmate');
    const premium = await submit('soulmate', soulmate.id, validAnswers(QUESTIONNAIRES.soulmate), { cookie: soulmate.cookie, path: `/api/premium-soulmate-questionnaire/${soulmate.id}` });
    expect(premium.status, JSON.stringify(premium.body)).toBe(201);
  });

  it('answers 404 to anyone but the owner, and to a code holder unless the order is a funnel reading named by its code', async () => {
    const order = await paidCatalogueOrder(PRODUCT_IDS.soulmateReading, 'owned');
    const other = await createCustomer(api, newEmail('customer-b'));
    const answers = validAnswers(QUESTIONNAIRES.soulmate);
    const unknown = await submit('soulmate', generateRequestCode(), answers, { cookie: order.cookie });
    expect(unknown.status).toBe(404);
    const refusals = [
      ['customer B by code', await submit('soulmate', order.code, answers, { cookie: other.cookie })],
      ['customer B by number', await submit('soulmate', order.id, answers, { cookie: other.cookie })],
      ['anonymous with the code of a catalogue order', await submit('soulmate', order.code, answers)],
      ['anonymous by number', await submit('soulmate', order.id, answers)],
      ['a number that is no order', await submit('soulmate', 2_000_000_000, answers, { cookie: order.cookie })],
    ] as const;
    for (const [who, response] of refusals) {
      expect(response.status, who).toBe(404);
      expect({ ...response.body.error, requestId: '' }, who).toEqual({ ...unknown.body.error, requestId: '' });
    }
    expect(await responses(order.id)).toHaveLength(0);
    expect((await submit('soulmate', order.id, answers, { cookie: order.cookie })).status).toBe(201);

    const funnel = await paidFunnelReading('funnel-holder');
    const onboarding = validAnswers(QUESTIONNAIRES.onboarding);
    expect((await submit('onboarding', funnel.id, onboarding)).status, 'a funnel reading by number, anonymous').toBe(404);
    const tree = await funnel.bonus(PRODUCT_IDS.moneyTree);
    expect((await submit('money-tree', tree.code, validAnswers(QUESTIONNAIRES['money-tree']))).status, "a bonus order's code, anonymous").toBe(404);
    const holder = await submit('onboarding', funnel.code, onboarding);
    expect(holder.status, JSON.stringify(holder.body)).toBe(201);
    expect((await responses(funnel.id))[0]).toMatchObject({ submitted_by: 'code_holder', user_id: null });
  });

  it('refuses an unpaid order with 409 payment_required and the wrong questionnaire with 409 wrong_questionnaire', async () => {
    const email = newEmail('unpaid');
    const { cookie } = await createCustomer(api, email);
    const unpaid = await catalogueOrder(api, PRODUCT_IDS.loveForecast, email, cookie);
    const refused = await submit('love-forecast', unpaid, validAnswers(QUESTIONNAIRES['love-forecast']), { cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('payment_required');
    const freeCode = await freeRequest(api, newEmail('free'));
    expect((await submit('onboarding', freeCode, validAnswers(QUESTIONNAIRES.onboarding))).body.error.code).toBe('payment_required');

    const forecast = await paidCatalogueOrder(PRODUCT_IDS.loveForecast, 'wrong-form');
    for (const path of [undefined, `/api/premium-soulmate-questionnaire/${forecast.id}`]) {
      const wrong = await submit('soulmate', forecast.code, validAnswers(QUESTIONNAIRES.soulmate), { cookie: forecast.cookie, path });
      expect(wrong.status, path).toBe(409);
      expect(wrong.body.error.code).toBe('wrong_questionnaire');
    }
    const row = await orderRow({ request_code: unpaid });
    expect(await responses(row.id)).toHaveLength(0);
    expect(await responses(forecast.id)).toHaveLength(0);
    expect(Boolean((await orderRow({ id: forecast.id })).questions_completed)).toBe(false);
  });

  it('needs a UUID v4 as the Idempotency-Key', async () => {
    const order = await paidCatalogueOrder(PRODUCT_IDS.twinFlameReading, 'keys');
    const answers = validAnswers(QUESTIONNAIRES['twin-flame']);
    for (const key of [null, '', 'not-a-uuid', '6ba7b810-9dad-11d1-80b4-00c04fd430c8']) {
      const response = await submit('twin-flame', order.code, answers, { cookie: order.cookie, key });
      expect(response.status, String(key)).toBe(422);
      expect(response.body.error.details['Idempotency-Key'], String(key)).toHaveLength(1);
    }
    expect(await responses(order.id)).toHaveLength(0);
  });

  it('stores a submission id replayed 50 times at once exactly once, and moves the order to In Progress once', async () => {
    const order = await paidCatalogueOrder(PRODUCT_IDS.twinFlameReading, 'replays');
    const key = randomUUID();
    const answers = validAnswers(QUESTIONNAIRES['twin-flame']);
    const paidDueAt = await dueAt(order.id);
    const all = await Promise.all(Array.from({ length: 50 }, () => submit('twin-flame', order.code, answers, { cookie: order.cookie, key })));

    const statuses = all.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(49).fill(200), 201]);
    const first = all.find((response) => response.status === 201)!.body;
    expect(first).toMatchObject({ submissionId: key, questionnaireId: 'twin-flame', orderRequestCode: order.code, status: 'in_progress' });
    for (const response of all) expect(response.body).toEqual(first);

    expect(await responses(order.id)).toHaveLength(1);
    const after = await orderRow({ id: order.id });
    expect(Boolean(after.questions_completed)).toBe(true);
    // The delivery clock starts at the answer, once: 48 h after the stored answer, not after the payment.
    const due = await dueAt(order.id);
    expect(due).toBe(new Date(Date.parse(first.receivedAt) + PAID_READING_DELIVERY.maxHours * HOUR_MS).toISOString());
    expect(due).not.toBe(paidDueAt);

    // A replay later still changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = await submit('twin-flame', order.code, { ...answers, firstName: 'Someone else' }, { cookie: order.cookie, key });
    expect(later.status).toBe(200);
    expect(later.body).toEqual(first);
    expect(await dueAt(order.id)).toBe(due);
    expect(String((await orderRow({ id: order.id })).updated_at)).toBe(String(after.updated_at));
    const dashboard = await api.request('GET', `/api/users/${after.user_id}/orders`, { headers: { cookie: order.cookie } });
    expect(dashboard.body.find((card: { requestCode: string }) => card.requestCode === order.code)?.status).toBe('in_progress');
  });

  it('keeps the first answers: a second, different submission gets 409 already_answered', async () => {
    const order = await paidCatalogueOrder(PRODUCT_IDS.loveForecast, 'second');
    const definition = QUESTIONNAIRES['love-forecast'];
    const first = await submit('love-forecast', order.id, validAnswers(definition, { firstName: 'First' }), { cookie: order.cookie });
    expect(first.status).toBe(201);
    const second = await submit('love-forecast', order.id, validAnswers(definition, { firstName: 'Second' }), { cookie: order.cookie });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('already_answered');
    const stored = await responses(order.id);
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0].answers_json).firstName).toBe('First');

    const elsewhere = await paidCatalogueOrder(PRODUCT_IDS.loveForecast, 'reused-key');
    const reused = await submit('love-forecast', elsewhere.code, validAnswers(definition), { cookie: elsewhere.cookie, key: first.body.submissionId });
    expect(reused.status, 'a submission id reused for another order').toBe(409);
    expect(await responses(elsewhere.id)).toHaveLength(0);
  });

  it("lets the owner's answers replace a code holder's, never the other way round, with the clock started once", async () => {
    const funnel = await paidFunnelReading('replace');
    const definition = QUESTIONNAIRES.onboarding;
    const answers = (desiredQualities: string) => validAnswers(definition, { desiredQualities });
    const holderKey = randomUUID();
    const holder = await submit('onboarding', funnel.code, answers('What a stranger with the link wrote'), { key: holderKey });
    expect(holder.status).toBe(201);
    const due = await dueAt(funnel.id);
    expect((await submit('onboarding', funnel.code, answers('A second stranger writes'))).body.error.code).toBe('already_answered');

    const owner = await submit('onboarding', funnel.code, answers('What the customer really wants'), { cookie: funnel.cookie });
    expect(owner.status, JSON.stringify(owner.body)).toBe(201);
    expect(owner.body.status).toBe('in_progress');
    expect((await submit('onboarding', funnel.code, answers('The stranger tries again'))).body.error.code).toBe('already_answered');
    expect((await submit('onboarding', funnel.code, answers('The owner changes their mind'), { cookie: funnel.cookie })).body.error.code).toBe('already_answered');
    // The code holder's own replay still answers what was stored for it.
    expect((await submit('onboarding', funnel.code, answers('What a stranger with the link wrote'), { key: holderKey })).status).toBe(200);

    const stored = await responses(funnel.id);
    expect(stored.map((row: { submitted_by: string }) => row.submitted_by)).toEqual(['code_holder', 'owner']);
    expect(JSON.parse(stored[1].answers_json).desiredQualities).toBe('What the customer really wants');
    expect(await dueAt(funnel.id)).toBe(due);
  });

  it("shows staff the answers that count, in the questionnaire's own words", async () => {
    const staff = await createStaff(api, newEmail('staff'));
    const funnel = await paidFunnelReading('staff-view');
    const queue = async (orderId: number): Promise<AdminReading> => {
      const { email } = await orderRow({ id: orderId });
      const response = await api.request('GET', `/api/admin/readings?pageSize=100&search=${encodeURIComponent(email)}`, { headers: { cookie: staff.cookie } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return (response.body.items as AdminReading[]).find((item) => item.orderId === orderId)!;
    };
    expect((await queue(funnel.id)).questionnaire).toBeNull();

    const onboarding = QUESTIONNAIRES.onboarding;
    await submit('onboarding', funnel.code, validAnswers(onboarding, { desiredQualities: 'From someone with the link only' }));
    await submit('onboarding', funnel.code, validAnswers(onboarding, { currentRelationshipStatus: 'complicated', desiredQualities: 'From the owner, who signed in' }), { cookie: funnel.cookie });
    const main = (await queue(funnel.id)).questionnaire!;
    expect(main).toMatchObject({ title: onboarding.copy.title, submittedBy: 'owner' });
    const status = fieldsOf(onboarding).find((field) => field.name === 'currentRelationshipStatus') as ChoiceField;
    expect(main.answers).toContainEqual([status.label, status.options.find((option) => option.value === 'complicated')!.label]);
    expect(main.answers).toContainEqual([fieldsOf(onboarding).find((field) => field.name === 'desiredQualities')!.label, 'From the owner, who signed in']);
    expect(main.answers.flat()).not.toContain('complicated');

    const spirit = await funnel.bonus(PRODUCT_IDS.spiritAnimalTarot);
    const definition = QUESTIONNAIRES['spirit-animal'];
    await submit('spirit-animal', spirit.id, validAnswers(definition, { dateOfBirth: '1990-05-17', relationshipStatus: 'in-relationship' }), { cookie: spirit.cookie });
    const bonus = (await queue(spirit.id)).questionnaire!;
    expect(bonus.title).toBe(definition.copy.title);
    const relationship = fieldsOf(definition).find((field) => field.name === 'relationshipStatus') as ChoiceField;
    expect(bonus.answers).toContainEqual([relationship.label, relationship.options.find((option) => option.value === 'in-relationship')!.label]);
    expect(bonus.answers.map(([, text]) => text)).toEqual(expect.arrayContaining(['May 17, 1990', 'Taurus']));
  });
});

import { QUESTION_MESSAGES, questionSchema, vendorQuestionSchema } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productQuestions } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_OPEN_QUESTIONS } from './questions.service.ts';

let t: TestApp;
let owner: { id: number };
let shop: { id: number };
let otherShop: { id: number };
let laptop: { id: number };
let mouse: { id: number };
let elsewhere: { id: number };
let sita: { id: number };
let ram: { id: number };
let ramWaiting: { id: number };
let foreignQuestion: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db, { fullName: 'Shop Owner' });
  shop = await createVendor(t.db, { userId: owner.id });
  const otherOwner = await createUser(t.db);
  otherShop = await createVendor(t.db, { userId: otherOwner.id });
  laptop = await createProduct(t.db, { vendorId: shop.id, title: 'ThinkPad X1', slug: 'thinkpad-x1' });
  mouse = await createProduct(t.db, { vendorId: shop.id, title: 'MX Master 3S', slug: 'mx-master' });
  elsewhere = await createProduct(t.db, { vendorId: otherShop.id });
  sita = await createUser(t.db, { fullName: 'Sita Kumari Tamang' });
  ram = await createUser(t.db, { fullName: 'Ram Thapa' });
  const at = (d: number) => new Date(Date.UTC(2026, 2, d));
  const rows = await t.db
    .insert(productQuestions)
    .values([
      {
        productId: laptop.id,
        vendorId: shop.id,
        userId: ram.id,
        question: 'Does it come with a charger?',
        answer: 'Yes, 65W USB-C.',
        answeredAt: at(2),
        createdAt: at(1),
      },
      {
        productId: laptop.id,
        vendorId: shop.id,
        userId: ram.id,
        question: 'Is the keyboard backlit?',
        createdAt: at(3),
      },
      { productId: mouse.id, vendorId: shop.id, userId: ram.id, question: 'Bluetooth?', createdAt: at(4) },
      {
        productId: elsewhere.id,
        vendorId: otherShop.id,
        userId: ram.id,
        question: 'Warranty?',
        createdAt: at(5),
      },
    ])
    .returning({ id: productQuestions.id });
  ramWaiting = rows[1] as { id: number };
  foreignQuestion = rows[3] as { id: number };
});
afterAll(() => t.close());

const as = (userId: number, vendorId = 0) => t.bearer({ user_id: userId, vendor_id: vendorId });
const questionsOf = async (productId: number, userId?: number) => {
  const res = await t.app.inject({
    url: `/api/v1/product-questions/${productId}/`,
    headers: userId ? await as(userId) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const ask = async (userId: number, question: unknown, productId = laptop.id, vendorId = 0) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/product-questions/${productId}/`,
    headers: await as(userId, vendorId),
    payload: { question },
  });

describe('product questions (shoppers)', () => {
  it('shows answered questions to everyone, with the asker’s first name only', async () => {
    const res = await questionsOf(laptop.id);
    expect(res.headers['x-total-count']).toBe('1');
    const [q] = res.json();
    expect(questionSchema.parse(q)).toMatchObject({
      question: 'Does it come with a charger?',
      answer: 'Yes, 65W USB-C.',
      asked_by: 'Ram',
      mine: false,
      answered_at: '2026-03-02T00:00:00.000Z',
    });
  });

  it('lets a shopper ask; they see their waiting question, others do not', async () => {
    const res = await ask(sita.id, '  Which RAM options are there?  ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: QUESTION_MESSAGES.asked,
      question: { question: 'Which RAM options are there?', answer: null, asked_by: 'Sita', mine: true },
    });
    const hers = (await questionsOf(laptop.id, sita.id)).json();
    expect(hers.map((q: { question: string; mine: boolean }) => [q.question, q.mine])).toEqual([
      ['Which RAM options are there?', true],
      ['Does it come with a charger?', false],
    ]);
    const his = (await questionsOf(laptop.id, ram.id)).json();
    expect(his.map((q: { question: string }) => q.question)).toEqual([
      'Is the keyboard backlit?',
      'Does it come with a charger?',
    ]);
    expect((await questionsOf(laptop.id)).json()).toHaveLength(1);
  });

  it('refuses blank questions, anonymous askers, unknown products and a vendor asking about its own product', async () => {
    const blank = await ask(sita.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.question).toEqual([QUESTION_MESSAGES.questionRequired]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/product-questions/${laptop.id}/`,
      payload: { question: 'Hi?' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ask(sita.id, 'Hello?', 999_999)).statusCode).toBe(404);
    const own = await ask(owner.id, 'Is my product good?', laptop.id, shop.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe('You cannot ask a question about your own product.');
  });

  it(`keeps at most ${MAX_OPEN_QUESTIONS} unanswered questions per shopper per product`, async () => {
    const asker = await createUser(t.db, { fullName: 'Gita' });
    for (let i = 0; i < MAX_OPEN_QUESTIONS; i++)
      expect((await ask(asker.id, `Question ${i}?`, mouse.id)).statusCode).toBe(201);
    const sixth = await ask(asker.id, 'One more?', mouse.id);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().detail).toMatch(/already have 5 questions waiting/);
    expect((await ask(asker.id, 'About the laptop?', laptop.id)).statusCode).toBe(201);
  });
});

describe('product questions (vendor)', () => {
  /** The owner of `shop` reads the inbox at `pathVendorId`. */
  const inbox = async (query = '', pathVendorId = shop.id) =>
    t.app.inject({
      url: `/api/v1/vendor-questions/${pathVendorId}/${query}`,
      headers: await as(owner.id, shop.id),
    });
  const answer = async (questionId: number, body: unknown, vendorId = shop.id) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/vendor-questions/${vendorId}/${questionId}/`,
      headers: await as(owner.id, vendorId),
      payload: body as Record<string, unknown>,
    });

  it("lists questions about the vendor's own products only, newest first, filtered by answered", async () => {
    const all = await inbox('?page_size=100');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    for (const q of body) vendorQuestionSchema.parse(q);
    expect(body.some((q: { id: number }) => q.id === foreignQuestion.id)).toBe(false);
    expect(all.headers['x-total-count']).toBe(String(body.length));
    expect(body.at(-1)).toMatchObject({
      product_title: 'ThinkPad X1',
      product_slug: 'thinkpad-x1',
      asked_by: 'Ram',
    });
    const waiting = (await inbox('?answered=false&page_size=100')).json();
    expect(waiting.every((q: { answer: string | null }) => q.answer === null)).toBe(true);
    expect(waiting).toHaveLength(body.length - 1);
    expect((await inbox('?answered=true')).json().map((q: { question: string }) => q.question)).toEqual([
      'Does it come with a charger?',
    ]);
  });

  it('answers a question, which then shows to every shopper', async () => {
    const res = await answer(ramWaiting.id, { answer: '  Yes, two levels.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: QUESTION_MESSAGES.answered,
      question: { id: ramWaiting.id, answer: 'Yes, two levels.', product_title: 'ThinkPad X1' },
    });
    expect(res.json().question.answered_at).not.toBeNull();
    const [row] = await t.db.select().from(productQuestions).where(eq(productQuestions.id, ramWaiting.id));
    expect(row?.answer).toBe('Yes, two levels.');
    const publicList = (await questionsOf(laptop.id)).json();
    expect(publicList.map((q: { question: string }) => q.question)).toContain('Is the keyboard backlit?');
  });

  it("refuses blank answers, other shops' questions and other shops' inboxes", async () => {
    const blank = await answer(ramWaiting.id, { answer: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.answer).toEqual([QUESTION_MESSAGES.answerRequired]);
    const foreign = await answer(foreignQuestion.id, { answer: 'Not mine' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Question not found.' });
    const [row] = await t.db
      .select()
      .from(productQuestions)
      .where(eq(productQuestions.id, foreignQuestion.id));
    expect(row?.answer).toBeNull();
    expect((await inbox('', otherShop.id)).statusCode).toBe(403);
    const customer = await t.app.inject({
      url: `/api/v1/vendor-questions/${shop.id}/`,
      headers: await as(sita.id),
    });
    expect(customer.statusCode).toBe(403);
  });
});

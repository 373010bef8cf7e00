import type { Question, VendorQuestion } from '@pasal/domain';
import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productQuestions, products, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type PageWindow, pageWithTotal } from '../../lib/paging.ts';
import { findProductForSale } from '../catalog/catalog.service.ts';

/** A shopper may have this many questions waiting on one product: enough to ask, too few to spam. */
export const MAX_OPEN_QUESTIONS = 5;

function selectQuestions(db: Db) {
  return db
    .select({
      question: productQuestions,
      askerName: users.fullName,
      productTitle: products.title,
      productSlug: products.slug,
    })
    .from(productQuestions)
    .innerJoin(users, eq(users.id, productQuestions.userId))
    .innerJoin(products, eq(products.id, productQuestions.productId));
}

type QuestionRow = Awaited<ReturnType<ReturnType<typeof selectQuestions>['execute']>>[number];

/** Only the first name leaves the server: the rest of an asker's name is theirs. */
const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || 'Customer';

export function serializeQuestion(row: QuestionRow, callerId: number | null): Question {
  const q = row.question;
  return {
    id: q.id,
    product: q.productId,
    question: q.question,
    answer: q.answer,
    date: q.createdAt.toISOString(),
    answered_at: q.answeredAt?.toISOString() ?? null,
    asked_by: firstName(row.askerName),
    mine: callerId !== null && q.userId === callerId,
  };
}

export function serializeVendorQuestion(row: QuestionRow): VendorQuestion {
  return { ...serializeQuestion(row, null), product_title: row.productTitle, product_slug: row.productSlug };
}

const newestFirst = [desc(productQuestions.createdAt), desc(productQuestions.id)];

/**
 * The ids of a page of the questions matching `where`, newest first, chosen from the questions
 * alone (an index of the shop's or the product's): only the page's rows, not every one skipped
 * before it, are then joined to their askers and products.
 */
export function questionPageIds(db: Db, where: SQL | undefined, page: PageWindow) {
  return db
    .select({ id: productQuestions.id })
    .from(productQuestions)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

/** A page of questions, newest first, and how many match: two queries. */
function pageOfQuestions(db: Db, where: SQL | undefined, page: PageWindow) {
  return pageWithTotal(
    selectQuestions(db)
      .where(inArray(productQuestions.id, questionPageIds(db, where, page)))
      .orderBy(...newestFirst),
    db.select({ n: count() }).from(productQuestions).where(where),
  );
}

/** The FAQ tab: answered questions, and the caller's own ones still waiting for the vendor. */
export function listProductQuestions(db: Db, productId: number, callerId: number | null, page: PageWindow) {
  const visible =
    callerId === null
      ? isNotNull(productQuestions.answer)
      : or(isNotNull(productQuestions.answer), eq(productQuestions.userId, callerId));
  return pageOfQuestions(db, and(eq(productQuestions.productId, productId), visible), page);
}

/** The vendor's inbox: questions about any of its products, optionally only (un)answered ones. */
export function vendorQuestionsFilter(vendorId: number, answered: boolean | undefined): SQL | undefined {
  const state =
    answered === undefined
      ? undefined
      : answered
        ? isNotNull(productQuestions.answer)
        : isNull(productQuestions.answer);
  return and(eq(productQuestions.vendorId, vendorId), state);
}

export function listVendorQuestions(
  db: Db,
  vendorId: number,
  answered: boolean | undefined,
  page: PageWindow,
) {
  return pageOfQuestions(db, vendorQuestionsFilter(vendorId, answered), page);
}

async function readQuestion(db: Db, id: number) {
  const [row] = await selectQuestions(db).where(eq(productQuestions.id, id));
  if (!row) throw notFound('Question not found.');
  return row;
}

export async function askQuestion(db: Db, input: { productId: number; userId: number; question: string }) {
  const product = await findProductForSale(db, input.productId);
  if (product.vendorUserId === input.userId) {
    throw new AppError('forbidden', 'You cannot ask a question about your own product.');
  }
  const mine = and(eq(productQuestions.productId, product.id), eq(productQuestions.userId, input.userId));
  const [open] = await db
    .select({ n: count() })
    .from(productQuestions)
    .where(and(mine, isNull(productQuestions.answer)));
  if ((open?.n ?? 0) >= MAX_OPEN_QUESTIONS) {
    throw new AppError(
      'bad_request',
      `You already have ${MAX_OPEN_QUESTIONS} questions waiting for an answer on this product. Please wait for the vendor to reply.`,
    );
  }
  const [saved] = await db
    .insert(productQuestions)
    .values({
      productId: product.id,
      vendorId: product.vendorId,
      userId: input.userId,
      question: input.question,
    })
    .returning({ id: productQuestions.id });
  if (!saved) throw new AppError('unavailable', 'The question could not be saved.');
  return readQuestion(db, saved.id);
}

/** The vendor answers (or corrects an answer to) a question about one of its own products. */
export async function answerQuestion(db: Db, vendorId: number, questionId: number, answer: string) {
  const [saved] = await db
    .update(productQuestions)
    .set({ answer, answeredAt: new Date() })
    .where(and(eq(productQuestions.id, questionId), eq(productQuestions.vendorId, vendorId)))
    .returning({ id: productQuestions.id });
  if (!saved) throw notFound('Question not found.');
  return readQuestion(db, saved.id);
}

import type { ProductDetail } from '@pasal/domain';
import { MessagesSquare } from 'lucide-react';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useQuestions } from '../api/get-questions.ts';
import { useOwnsShop } from '../hooks/use-owns-shop.ts';
import { LazyQuestionForm } from './lazy-question-form.tsx';
import { OwnShopNote } from './own-shop-note.tsx';
import { PagedList } from './paged-list.tsx';
import { QuestionItem } from './question-item.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

const empty = {
  icon: MessagesSquare,
  title: 'No questions yet',
  description: 'Wondering about warranty, delivery or what is in the box? Ask the vendor.',
};

/**
 * The spec's FAQ tab made real (PRODUCT.md): answered questions for everyone, and the
 * signed-in shopper's own questions while they wait for an answer.
 */
export function QuestionsPanel({ product }: { product: ProductDetail }) {
  const { user } = useAuth();
  const ownShop = useOwnsShop(product.vendor.id);
  const questions = useQuestions(product.id, user?.user_id ?? null);

  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_1fr] lg:gap-12">
      <div className="space-y-4">
        <h3 className="text-base font-bold text-ink">Ask the vendor</h3>
        {ownShop ? (
          <OwnShopNote>
            Shoppers' questions about your product appear here; you answer them from your dashboard.
          </OwnShopNote>
        ) : user ? (
          <LazyQuestionForm productId={product.id} label="Your question" submitLabel="Ask question" />
        ) : (
          <SignInPrompt action="ask a question" />
        )}
      </div>
      <section aria-label="Questions and answers">
        <PagedList query={questions} noun="questions" empty={empty}>
          {(question) => (
            <QuestionItem key={question.id} question={question} vendorName={product.vendor.name} />
          )}
        </PagedList>
      </section>
    </div>
  );
}

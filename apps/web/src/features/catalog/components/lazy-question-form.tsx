import { type ComponentProps, lazy, Suspense } from 'react';

const QuestionForm = lazy(() => import('./question-form.tsx').then((m) => ({ default: m.QuestionForm })));

/**
 * The question form, its form and validation code loaded when it is first shown: only signed-in
 * shoppers see it, and the product page's first load is for everyone.
 */
export function LazyQuestionForm(props: ComponentProps<typeof QuestionForm>) {
  return (
    <Suspense>
      <QuestionForm {...props} />
    </Suspense>
  );
}

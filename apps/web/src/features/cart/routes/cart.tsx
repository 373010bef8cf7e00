import { CART_PROGRESS_PERCENT, countCartItems, FALLBACK_COUNTRY, type ShippingDetails } from '@pasal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../api/api-error.ts';
import { useProfile } from '../../../api/get-profile.ts';
import { Container } from '../../../components/layout/container.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ProgressSteps } from '../../../components/ui/progress-steps.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { invalidateCart } from '../api/get-cart-detail.ts';
import { useCartLines } from '../api/get-cart-lines.ts';
import { CartLineItem } from '../components/cart-line-item.tsx';
import { CartSummary } from '../components/cart-summary.tsx';
import { ShippingForm, type ShippingFormHandle } from '../components/shipping-form.tsx';
import { useCartQuantities } from '../hooks/use-cart-quantities.ts';

const STEPS = ['Cart', 'Review', 'Payment'] as const;

function CartSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      {[0, 1, 2].map((n) => (
        <div key={n} className="flex gap-4">
          <Skeleton className="size-20 shrink-0" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-10 w-36" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Spec §2 "Cart": the lines, the shipping details and the server's totals; Checkout creates the order. */
export default function CartPage() {
  const { user } = useAuth();
  const userId = user?.user_id ?? null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<ShippingFormHandle>(null);
  const { data: lines, isPending, isError, error, refetch, isRefetching } = useCartLines();
  const { data: profile, isLoading: prefilling } = useProfile(userId ?? 0);
  const createOrder = useCreateOrder();
  // The server's reasons the cart cannot be ordered as it stands (out of stock, too few left).
  const [problems, setProblems] = useState<string[]>([]);
  const [country, setCountry] = useState<string>();
  const quantities = useCartQuantities({
    lines: lines ?? [],
    userId,
    country: () => form.current?.country() ?? FALLBACK_COUNTRY,
  });

  function checkout(details: ShippingDetails) {
    setProblems([]);
    createOrder.mutate(
      { details, userId },
      {
        onSuccess: ({ order_oid }) => navigate(`/checkout/${order_oid}/`),
        onError: (failure) => {
          setProblems(failure instanceof ApiError ? (failure.errors.items ?? []) : []);
          const underFields = form.current?.showServerErrors(failure) ?? false;
          toast.error('Failed to proceed to checkout. Please try again', {
            description: underFields ? undefined : (serverMessage(failure) ?? undefined),
          });
          // Stock or prices may have moved since the cart was shown.
          void invalidateCart(queryClient);
        },
      },
    );
  }

  const count = countCartItems(lines ?? []);

  return (
    <Container className="py-6 sm:py-10">
      <PageTitle title="Shopping cart" />
      <ProgressSteps
        steps={STEPS}
        percent={CART_PROGRESS_PERCENT}
        label="Checkout progress"
        className="mb-8"
      />
      {isError ? (
        <ErrorState
          title="Could not load your cart"
          error={error}
          onRetry={() => refetch()}
          retrying={isRefetching}
        />
      ) : lines?.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title="Your cart is empty"
          description="Laptops, phones, audio and more from shops across Nepal are waiting."
          action={<LinkButton to="/">Continue shopping</LinkButton>}
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <div className="space-y-6">
            <Card>
              <CardBody>
                <h2
                  ref={listHeading}
                  tabIndex={-1}
                  className="mb-4 text-lg font-semibold text-ink focus:outline-none"
                >
                  {isPending ? 'Your items' : `Your items (${count})`}
                </h2>
                {problems.length > 0 && (
                  <ul
                    role="alert"
                    className="mb-4 space-y-1 rounded-md bg-danger-50 px-4 py-3 text-sm font-medium text-danger-600"
                  >
                    {problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                )}
                {isPending ? (
                  <CartSkeleton />
                ) : (
                  <ul className="divide-y divide-line">
                    {lines.map((line) => (
                      <CartLineItem
                        key={line.id}
                        line={line}
                        qty={quantities.quantityOf(line)}
                        userId={userId}
                        onQtyChange={(qty) => quantities.change(line, qty)}
                        onRemoved={() => {
                          quantities.forget(line.id);
                          // The button is gone: focus the list, or the page once the cart is empty.
                          if (lines.length > 1) listHeading.current?.focus();
                          else document.getElementById('main')?.focus();
                        }}
                      />
                    ))}
                  </ul>
                )}
              </CardBody>
            </Card>
            <Card>
              <CardBody>
                <h2 className="mb-1 text-lg font-semibold text-ink">Shipping details</h2>
                <p className="mb-4 text-sm text-ink-muted">Where should we deliver your order?</p>
                <ShippingForm
                  ref={form}
                  id={formId}
                  profile={profile}
                  prefilling={prefilling}
                  onSubmit={checkout}
                  onCountryChange={setCountry}
                />
              </CardBody>
            </Card>
          </div>
          <div className="lg:sticky lg:top-36">
            <CartSummary
              formId={formId}
              saving={quantities.saving || isPending}
              submitting={createOrder.isPending}
              country={country}
            />
          </div>
        </div>
      )}
    </Container>
  );
}

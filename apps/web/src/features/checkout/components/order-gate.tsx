import { type Order, orderOidSchema } from '@pasal/domain';
import { LockKeyhole, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { Container } from '../../../components/layout/container.tsx';
import { MessageCard } from '../../../components/layout/message-card.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCheckout } from '../api/get-checkout.ts';

function OrderNotFound() {
  return (
    <MessageCard
      icon={SearchX}
      title="Order not found"
      actions={
        <>
          <LinkButton to="/cart/">Go to cart</LinkButton>
          <LinkButton to="/contact" variant="secondary">
            Contact Support
          </LinkButton>
        </>
      }
    >
      We could not find this order. Check the link, or contact us with your order number.
    </MessageCard>
  );
}

/** A signed-in customer's order opened while signed in as someone else. */
function OrderOfAnotherAccount() {
  return (
    <MessageCard
      icon={LockKeyhole}
      title="This order belongs to another account"
      actions={
        <>
          <LinkButton to="/customer/orders/">My orders</LinkButton>
          <LinkButton to="/contact" variant="secondary">
            Contact Support
          </LinkButton>
        </>
      }
    >
      Sign in with the account that placed it to see it and pay for it.
    </MessageCard>
  );
}

function OrderSkeleton() {
  return (
    <Container className="py-6 sm:py-10" aria-busy="true">
      <Skeleton className="mb-6 h-9 w-56" />
      <Skeleton className="mb-8 h-12" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </Container>
  );
}

type OrderGateProps = { oid: string; children: (order: Order) => ReactNode };

/** Loads the order of the URL for the checkout and result pages, with their shared not-found, loading and error states. */
export function OrderGate({ oid, children }: OrderGateProps) {
  const valid = orderOidSchema.safeParse(oid).success;
  const location = useLocation();
  const { data, isPending, isError, error, refetch, isRefetching } = useCheckout(valid ? oid : '');
  const status = isError && error instanceof ApiError ? error.status : null;
  if (!valid || status === 404) return <OrderNotFound />;
  // A customer's order is theirs alone: sign in and come back here.
  if (status === 401) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (status === 403) return <OrderOfAnotherAccount />;
  if (isError) {
    return (
      <Container className="py-10">
        <ErrorState
          title="Could not load your order"
          error={error}
          onRetry={() => refetch()}
          retrying={isRefetching}
        />
      </Container>
    );
  }
  if (isPending) return <OrderSkeleton />;
  return children(data);
}

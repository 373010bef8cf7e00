import { type CustomerOrderDetail, orderOidSchema } from '@pasal/domain';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { LinkButton } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useOrder } from '../api/get-order.ts';
import { useCustomerId } from '../hooks/use-customer-id.ts';

function OrderNotFound() {
  return (
    <>
      {/* A bare h1: the page's document title (its order number) still names what was asked for. */}
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Order not found</h1>
      <EmptyState
        icon={SearchX}
        title="This order is not in your account"
        description="Check the link, or find it in your orders."
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <LinkButton to="/customer/orders/">My orders</LinkButton>
            <LinkButton to="/contact" variant="secondary">
              Contact Support
            </LinkButton>
          </div>
        }
      />
    </>
  );
}

function OrderPageSkeleton() {
  return (
    <div className="space-y-5" aria-busy="true">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-11 w-full sm:w-96" />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-80" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

type CustomerOrderGateProps = { oid: string; children: (order: CustomerOrderDetail) => ReactNode };

/**
 * Loads one of the customer's orders for the order and invoice pages, with their shared states.
 * The pages set their own title, so it shows while this loads too.
 */
export function CustomerOrderGate({ oid, children }: CustomerOrderGateProps) {
  const userId = useCustomerId();
  const valid = orderOidSchema.safeParse(oid).success;
  const { data, isPending, isError, error, refetch, isRefetching } = useOrder(userId, valid ? oid : '');
  if (!valid || (isError && error instanceof ApiError && error.status === 404)) return <OrderNotFound />;
  if (isError) {
    return (
      <ErrorState
        title="Could not load your order"
        error={error}
        onRetry={() => refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (isPending) return <OrderPageSkeleton />;
  return children(data);
}

import type { Order } from '@pasal/domain';
import { Eye, FileText, Headset, House } from 'lucide-react';
import { useState } from 'react';
import { InvoiceDownloadButton } from '../../../components/order/invoice-download-button.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { OrderDetailsModal } from './order-details-modal.tsx';

/** Spec §2: order details (modal), View Order, Download Invoice, Back to Home, Contact Support. */
export function ResultActions({ order }: { order: Order }) {
  const { user } = useAuth();
  const [detailsOpen, setDetailsOpen] = useState(false);
  // The buyer's own order page; anyone else (a guest above all) follows it on the tracking page.
  const orderPage =
    user && order.buyer === user.user_id ? `/customer/order/${order.oid}/` : `/track-order/${order.oid}`;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center sm:gap-3">
      <Button variant="secondary" onClick={() => setDetailsOpen(true)}>
        <FileText className="size-4" aria-hidden="true" />
        Order details
      </Button>
      <LinkButton to={orderPage} variant="secondary">
        <Eye className="size-4" aria-hidden="true" />
        View Order
      </LinkButton>
      <InvoiceDownloadButton oid={order.oid} label="Download Invoice" />
      <LinkButton to="/" variant="secondary">
        <House className="size-4" aria-hidden="true" />
        Back to Home
      </LinkButton>
      <LinkButton to="/contact" variant="ghost">
        <Headset className="size-4" aria-hidden="true" />
        Contact Support
      </LinkButton>
      <OrderDetailsModal order={order} open={detailsOpen} onClose={() => setDetailsOpen(false)} />
    </div>
  );
}

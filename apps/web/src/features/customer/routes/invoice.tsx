import { formatOrderNumber } from '@pasal/domain/plain';
import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { InvoiceDownloadButton } from '../../../components/order/invoice-download-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { CustomerOrderGate } from '../components/customer-order-gate.tsx';
import { InvoiceSheet } from '../components/invoice-sheet.tsx';
import '../components/invoice-print.css';

/** Spec §2 "/customer/invoice/{order_oid}": print it (A4), or download the server's PDF. */
export default function InvoicePage() {
  const { order_oid = '' } = useParams();
  useDocumentTitle(`Invoice #${formatOrderNumber(order_oid)}`);
  return (
    <CustomerOrderGate oid={order_oid}>
      {(order) => (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Invoice</h1>
              <Link
                to={`/customer/order/${order.oid}/`}
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                Back to order #{formatOrderNumber(order.oid)}
              </Link>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => window.print()}>
                <Printer className="size-4" aria-hidden="true" />
                Print
              </Button>
              <InvoiceDownloadButton oid={order.oid} label="Download PDF" />
            </div>
          </div>
          <InvoiceSheet order={order} />
        </div>
      )}
    </CustomerOrderGate>
  );
}

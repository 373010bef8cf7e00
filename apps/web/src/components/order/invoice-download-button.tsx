import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { downloadInvoice } from '../../api/download-invoice.ts';
import { Button } from '../ui/button.tsx';

/** PRODUCT.md "Download Invoice … PDF invoice": the server's PDF of the order, grouped by vendor. */
export function InvoiceDownloadButton({ oid, label }: { oid: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadInvoice(oid);
    } catch {
      toast.error('Could not download the invoice. Please try again');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={onClick}>
      {!busy && <Download className="size-4" aria-hidden="true" />}
      {label}
    </Button>
  );
}

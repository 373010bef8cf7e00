import { saveDownload } from '../lib/save-download.ts';
import { api } from './client.ts';

/*
 * Shared rather than inside a feature: the payment result page and the customer's invoice page
 * both offer the PDF; features do not import each other.
 */

/** Fetches the order's PDF invoice with the caller's token and hands it to the browser as a download. */
export async function downloadInvoice(oid: string): Promise<void> {
  const { data, fileName } = await api.get<Blob>(`v1/invoice/${encodeURIComponent(oid)}/`, {
    responseType: 'blob',
  });
  saveDownload(data, fileName ?? `pasal-invoice-${oid}.pdf`);
}

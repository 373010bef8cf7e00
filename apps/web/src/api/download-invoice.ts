import { api } from './client.ts';

/*
 * Shared rather than inside a feature: the payment result page and the customer's invoice page
 * both offer the PDF; features do not import each other.
 */

/**
 * Fetches the order's PDF invoice with the caller's token (a customer's invoice is theirs
 * alone, so a plain link would not do) and hands it to the browser as a download.
 */
export async function downloadInvoice(oid: string): Promise<void> {
  const { data } = await api.get<Blob>(`v1/invoice/${encodeURIComponent(oid)}/`, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `pasal-invoice-${oid}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

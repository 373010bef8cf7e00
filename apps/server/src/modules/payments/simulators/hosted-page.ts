import type { Choice } from './outcomes.ts';

/**
 * The pages a shopper sees at a simulated provider: plain server-rendered HTML (the simulator is
 * its own origin, outside the app's CSP) with the merchant, amount and order, and one button per
 * thing a real provider can make happen.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(brand: string, accent: string, inner: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(brand)} (simulator)</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2933">
<main style="max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002">
<p style="margin:0 0 16px;font-weight:700;color:${accent}">${escapeHtml(brand)} <small style="color:#6b7280;font-weight:400">simulator: no real money moves</small></p>
${inner}
</main></body></html>`;
}

export interface HostedPage {
  brand: string;
  accent: string;
  merchant: string;
  amount: string;
  order: string;
  /** Where the buttons post `choice`, with `hidden` fields alongside. */
  action: string;
  hidden?: Record<string, string>;
}

const BUTTONS: [Choice, string, string][] = [
  ['pay', 'Pay', '#16a34a'],
  ['fail', 'Decline', '#dc2626'],
  ['pending', 'Pay later', '#d97706'],
  ['cancel', 'Cancel', '#6b7280'],
];

export function hostedPage(page: HostedPage): string {
  const rows = [
    ['Merchant', page.merchant],
    ['Amount', page.amount],
    ['Order', page.order],
  ]
    .map(
      ([label, value]) =>
        `<dt style="color:#6b7280">${label}</dt><dd style="margin:0 0 12px;font-size:1.1em">${escapeHtml(value ?? '')}</dd>`,
    )
    .join('');
  const hidden = Object.entries(page.hidden ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const buttons = BUTTONS.map(
    ([choice, label, colour]) =>
      `<button type="submit" name="choice" value="${choice}" style="padding:12px;border:0;border-radius:8px;background:${colour};color:#fff;font-size:1em;cursor:pointer">${label}</button>`,
  ).join('');
  return layout(
    page.brand,
    page.accent,
    `<dl>${rows}</dl><form method="post" action="${escapeHtml(page.action)}" style="display:grid;gap:8px">${hidden}${buttons}</form>`,
  );
}

/** A page that says why nothing can be done here (an unknown or finished payment, a bad request). */
export function noticePage(brand: string, title: string, text: string): string {
  return layout(
    brand,
    '#374151',
    `<h1 style="font-size:1.2em">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
  );
}

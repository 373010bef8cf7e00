import type { SVGProps } from 'react';

/** What a payment method's picture takes: lucide's icons and these logos alike. */
export type MethodIconProps = Pick<SVGProps<SVGSVGElement>, 'className' | 'aria-hidden'>;

/*
 * The wallets' marks, drawn here rather than fetched: the page's Content-Security-Policy allows
 * no other origin, and a shopper recognises a wallet by its colour and letter. Brand colours
 * stay as they are whether or not the method is chosen.
 */

const glyph = {
  fill: 'none',
  stroke: '#fff',
  strokeWidth: 2.4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** eSewa: a white 'e' on its green. */
export function EsewaLogo(props: MethodIconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <rect width="24" height="24" rx="6" fill="#60BB46" />
      <path d="M7.5 12h9a4.5 4.5 0 1 0-1.32 3.18" {...glyph} />
    </svg>
  );
}

/** Khalti: a white 'K' on its purple. */
export function KhaltiLogo(props: MethodIconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <rect width="24" height="24" rx="6" fill="#5C2D91" />
      <path d="M8.5 6.5v11M16 6.5l-5.5 5.5 5.5 5.5" {...glyph} />
    </svg>
  );
}

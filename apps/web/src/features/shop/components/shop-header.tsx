import type { Shop } from '@pasal/domain';
import { imageUrl } from '@pasal/domain/plain';
import { CalendarDays, Mail, Phone, Store } from 'lucide-react';
import { pageOrigin } from '../../../lib/page-origin.ts';

/** The year a date string falls in, or null when it does not parse. */
function yearOf(iso: string): number | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.getFullYear();
}

/** Spec §2: store image, name, description, mobile, e-mail and the year the shop joined. */
export function ShopHeader({ shop }: { shop: Shop }) {
  const src = imageUrl(shop.image, pageOrigin());
  const since = yearOf(shop.date);
  return (
    <header className="flex flex-col items-center gap-5 rounded-xl border border-line bg-surface p-5 text-center shadow-card sm:flex-row sm:items-start sm:p-6 sm:text-left">
      {src ? (
        <img
          src={src}
          alt=""
          width={140}
          height={140}
          fetchPriority="high"
          className="size-28 shrink-0 rounded-full border border-line bg-canvas object-cover sm:size-[140px]"
        />
      ) : (
        <span className="flex size-28 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:size-[140px]">
          <Store className="size-12" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">{shop.name}</h1>
        {shop.description && (
          <p className="mt-2 max-w-3xl whitespace-pre-line break-words text-ink-muted">{shop.description}</p>
        )}
        <ul className="mt-4 flex flex-col items-center gap-x-6 gap-y-2 text-sm text-ink-muted sm:flex-row sm:flex-wrap sm:items-start">
          {shop.mobile && (
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
              <span className="sr-only">Mobile: </span>
              <a
                href={`tel:${shop.mobile.replace(/[^\d+]/g, '')}`}
                className="hover:text-brand-700 hover:underline"
              >
                {shop.mobile}
              </a>
            </li>
          )}
          {shop.user.email && (
            <li className="flex min-w-0 max-w-full items-center gap-2">
              <Mail className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
              <span className="sr-only">E-mail: </span>
              <a
                href={`mailto:${shop.user.email}`}
                className="min-w-0 break-all hover:text-brand-700 hover:underline"
              >
                {shop.user.email}
              </a>
            </li>
          )}
          {since !== null && (
            <li className="flex items-center gap-2">
              <CalendarDays className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
              Member since {since}
            </li>
          )}
        </ul>
      </div>
    </header>
  );
}

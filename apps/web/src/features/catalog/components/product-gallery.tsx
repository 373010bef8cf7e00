import type { ProductDetail } from '@pasal/domain';
import { imageUrl } from '@pasal/domain/plain';
import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { pageOrigin } from '../../../lib/page-origin.ts';

type Picture = { key: string; src: string; thumb: string };

function pictures(product: ProductDetail): Picture[] {
  const origin = pageOrigin();
  const main = imageUrl(product.image, origin);
  const all: Picture[] = main
    ? [{ key: 'main', src: main, thumb: imageUrl(product.image_thumb || product.image, origin) }]
    : [];
  for (const g of product.gallery) {
    const src = imageUrl(g.image, origin);
    if (src) all.push({ key: `g${g.id}`, src, thumb: imageUrl(g.image_thumb || g.image, origin) });
  }
  return all;
}

/**
 * The main picture with its thumbnails. Every image declares its size (the server stores
 * 800 px squares), so nothing below moves when a picture arrives.
 */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const all = pictures(product);
  const [chosen, setChosen] = useState(0);
  const current = all[chosen] ?? all[0];

  return (
    <div className="space-y-3">
      <div className="relative aspect-square overflow-hidden rounded-xl border border-line bg-surface">
        {current ? (
          <img
            key={current.key}
            src={current.src}
            alt={chosen === 0 ? product.title : `${product.title}, picture ${chosen + 1} of ${all.length}`}
            width={800}
            height={800}
            fetchPriority="high"
            className="size-full object-contain"
          />
        ) : (
          <ImageOff
            className="absolute inset-0 m-auto size-14 text-line-strong"
            aria-label="No picture yet"
          />
        )}
      </div>
      {all.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-0.5" aria-label="Pictures">
          {all.map((picture, index) => (
            <li key={picture.key} className="shrink-0">
              <button
                type="button"
                onClick={() => setChosen(index)}
                aria-label={`Show picture ${index + 1} of ${all.length}`}
                aria-current={index === chosen ? 'true' : undefined}
                className={clsx(
                  'block size-16 overflow-hidden rounded-md border-2 bg-surface transition-colors sm:size-20',
                  index === chosen ? 'border-brand-700' : 'border-line hover:border-line-strong',
                )}
              >
                <img
                  src={picture.thumb}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { ProductDetail } from '@pasal/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Stars } from '../../../components/ui/stars.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { PurchasePanel } from './purchase-panel.tsx';
import { QuestionsPanel } from './questions-panel.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';
import { SpecificationsTable } from './specifications-table.tsx';
import { VendorPanel } from './vendor-panel.tsx';

/** Four tabs fit a 360 px phone only with a shorter word; the hidden one is not read out either. */
function ShortLabel({ short, long }: { short: string; long: string }) {
  return (
    <>
      <span className="sm:hidden">{short}</span>
      <span className="max-sm:hidden">{long}</span>
    </>
  );
}

/** The product page once the product is here (spec §2 "Product detail"). */
export function ProductView({ product }: { product: ProductDetail }) {
  const [tab, setTab] = useState('specifications');
  const tabsRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const { category } = product;

  function showReviews() {
    setTab('reviews');
    tabsRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }

  const tabs = [
    {
      id: 'specifications',
      label: <ShortLabel short="Specs" long="Specifications" />,
      panel: <SpecificationsTable product={product} />,
    },
    { id: 'vendor', label: 'Vendor', panel: <VendorPanel product={product} /> },
    {
      id: 'reviews',
      label: `Reviews (${formatCount(product.rating_count)})`,
      panel: <ReviewsPanel product={product} />,
    },
    {
      id: 'questions',
      label: <ShortLabel short="Q&A" long="Questions" />,
      panel: <QuestionsPanel product={product} />,
    },
  ];

  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          ...(category ? [{ label: category.title, to: `/search/?category=${category.id}` }] : []),
          { label: product.title },
        ]}
      />
      <div className="mt-4 grid gap-8 sm:mt-6 lg:grid-cols-2 lg:gap-12">
        <ProductGallery product={product} />
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
            {product.title}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <Stars rating={product.rating} size="md" />
            <button
              type="button"
              onClick={showReviews}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {formatCount(product.rating_count)} {product.rating_count === 1 ? 'review' : 'reviews'}
            </button>
            {product.orders > 0 && (
              <span className="text-ink-muted">· {formatCount(product.orders)} sold</span>
            )}
          </div>
          <p className="mt-2 text-sm text-ink-muted">
            Sold by{' '}
            <Link
              to={`/vendor/${product.vendor.slug}/`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {product.vendor.name}
            </Link>
          </p>
          <div className="mt-6">
            <PurchasePanel product={product} />
          </div>
        </div>
      </div>
      <div ref={tabsRef} className="mt-12 scroll-mt-4 sm:mt-16">
        <h2 className="sr-only">About this product</h2>
        <Tabs label="About this product" items={tabs} value={tab} onChange={setTab} />
      </div>
    </>
  );
}

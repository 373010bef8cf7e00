import type { ShopSummary } from '@pasal/domain';
import { type FilterChip, FilterChips, priceRangeLabel } from '../../../components/ui/filter-chips.tsx';
import { ratingLabel, type ShopFilterChange, type ShopFilters } from '../lib/shop-filters.ts';

type ShopActiveFiltersProps = {
  filters: ShopFilters;
  summary: ShopSummary | undefined;
  onChange: (change: ShopFilterChange) => void;
};

/** Spec §2's removable badges: one per filter in force, one per chosen category. */
export function ShopActiveFilters({ filters, summary, onChange }: ShopActiveFiltersProps) {
  const chips: FilterChip[] = [];
  if (filters.query) {
    chips.push({ key: 'query', label: `“${filters.query}”`, onRemove: () => onChange({ query: undefined }) });
  }
  for (const id of filters.category) {
    const title = summary?.categories.find((c) => c.id === id)?.title ?? 'Category';
    chips.push({
      key: `category-${id}`,
      label: title,
      onRemove: () => onChange({ category: filters.category.filter((c) => c !== id) }),
    });
  }
  if (filters.min_price !== undefined || filters.max_price !== undefined) {
    chips.push({
      key: 'price',
      label: priceRangeLabel(filters.min_price, filters.max_price),
      onRemove: () => onChange({ min_price: undefined, max_price: undefined }),
    });
  }
  if (filters.min_rating !== undefined) {
    chips.push({
      key: 'rating',
      label: ratingLabel(filters.min_rating),
      onRemove: () => onChange({ min_rating: undefined }),
    });
  }
  if (filters.in_stock) {
    chips.push({
      key: 'in_stock',
      label: 'In Stock Only',
      onRemove: () => onChange({ in_stock: undefined }),
    });
  }
  if (filters.featured) {
    chips.push({
      key: 'featured',
      label: 'Featured Products',
      onRemove: () => onChange({ featured: undefined }),
    });
  }
  return <FilterChips chips={chips} />;
}

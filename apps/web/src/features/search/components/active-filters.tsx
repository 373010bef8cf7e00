import { useCategories } from '../../../api/get-categories.ts';
import { type FilterChip, FilterChips, priceRangeLabel } from '../../../components/ui/filter-chips.tsx';
import type { SearchFilters } from '../lib/search-params.ts';

type ActiveFiltersProps = { filters: SearchFilters; onChange: (change: Partial<SearchFilters>) => void };

/** The filters in force as chips, each removable: on a phone the panel itself is folded away. */
export function ActiveFilters({ filters, onChange }: ActiveFiltersProps) {
  const { data: categories } = useCategories();
  const chips: FilterChip[] = [];
  if (filters.category !== undefined) {
    const title = categories?.find((c) => c.id === filters.category)?.title ?? 'Category';
    chips.push({ key: 'category', label: title, onRemove: () => onChange({ category: undefined }) });
  }
  if (filters.min_price !== undefined || filters.max_price !== undefined) {
    chips.push({
      key: 'price',
      label: priceRangeLabel(filters.min_price, filters.max_price),
      onRemove: () => onChange({ min_price: undefined, max_price: undefined }),
    });
  }
  if (filters.in_stock) {
    chips.push({
      key: 'in_stock',
      label: 'In stock only',
      onRemove: () => onChange({ in_stock: undefined }),
    });
  }
  return <FilterChips chips={chips} />;
}

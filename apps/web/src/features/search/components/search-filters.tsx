import { useCategories } from '../../../api/get-categories.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PriceRange } from '../../../components/ui/price-range.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { SearchFilters as Filters } from '../lib/search-params.ts';

type SearchFiltersProps = {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  onReset: () => void;
};

/** Category, price and stock (spec §2 Search): each applies at once and lands in the URL. */
export function SearchFilters({ filters, onChange, onReset }: SearchFiltersProps) {
  const { data: categories = [], isPending } = useCategories();
  return (
    <div className="space-y-5 rounded-lg border border-line bg-surface p-4 shadow-card">
      <Field label="Category">
        <Select
          value={filters.category ?? ''}
          disabled={isPending}
          onChange={(e) => onChange({ category: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
        </Select>
      </Field>
      <PriceRange
        // Remounted when the URL changes underneath (Back, Reset) so the boxes show it.
        key={`${filters.min_price}-${filters.max_price}`}
        min={filters.min_price}
        max={filters.max_price}
        onApply={onChange}
      />
      <Checkbox
        label="In stock only"
        checked={filters.in_stock === true}
        onChange={(e) => onChange({ in_stock: e.target.checked || undefined })}
      />
      <Button variant="ghost" size="sm" className="w-full" onClick={onReset}>
        Clear filters
      </Button>
    </div>
  );
}

import { effectiveSearchOrder, type SearchOrder } from '@pasal/domain/plain';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { type SearchFilters, SORT_LABELS, sortChoices } from '../lib/search-params.ts';

type SortSelectProps = { filters: SearchFilters; onChange: (sort: SearchOrder | undefined) => void };

/** Spec §9 sorts plus best match; choosing the default order leaves `sort` out of the URL. */
export function SortSelect({ filters, onChange }: SortSelectProps) {
  const hasWords = Boolean(filters.query);
  const choices = sortChoices(hasWords);
  const current = effectiveSearchOrder(filters);
  const value = choices.includes(current) ? current : (choices[0] ?? 'newest');
  const defaultOrder = effectiveSearchOrder({ query: filters.query, sort: undefined });
  return (
    <Field label="Sort by" className="w-full sm:w-56">
      <Select
        value={value}
        onChange={(e) => {
          const sort = e.target.value as SearchOrder;
          onChange(sort === defaultOrder ? undefined : sort);
        }}
      >
        {choices.map((order) => (
          <option key={order} value={order}>
            {SORT_LABELS[order]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

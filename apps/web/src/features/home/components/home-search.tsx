import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { useCategories } from '../../../api/get-categories.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';

/**
 * Spec §2's product search widget on home. Unlike the header box it can narrow by category
 * before searching; both lead to the same /search page.
 */
export function HomeSearch() {
  const navigate = useNavigate();
  const { data: categories } = useCategories();
  const wordsId = useId();
  const categoryId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    const words = String(form.get('query') ?? '').trim();
    const category = String(form.get('category') ?? '');
    if (words) params.set('query', words);
    if (category) params.set('category', category);
    const query = params.toString();
    navigate(query ? `/search/?${query}` : '/search/');
  }

  return (
    <search aria-label="Find a product">
      <form onSubmit={onSubmit} className="grid gap-2 sm:grid-cols-[1fr_12rem_auto]">
        <label htmlFor={wordsId} className="sr-only">
          What are you looking for?
        </label>
        <Input
          id={wordsId}
          name="query"
          type="search"
          placeholder="What are you looking for today?"
          autoComplete="off"
          enterKeyHint="search"
        />
        <label htmlFor={categoryId} className="sr-only">
          Category
        </label>
        <Select id={categoryId} name="category" defaultValue="">
          <option value="">All categories</option>
          {categories?.map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
        </Select>
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
      </form>
    </search>
  );
}

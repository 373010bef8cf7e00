import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

type NoMatchesProps = {
  icon: LucideIcon;
  /** Spec §2's empty text of the list: "No orders found". */
  title: string;
  /** The filters may be what empties the list: say so, and offer to reset them. */
  filtered: boolean;
  /** Said instead when nothing narrows the list (a new shop's empty list). */
  hint?: string;
  onReset: () => void;
  /** The reset button's words, as the spec gives them for the screen. */
  resetLabel?: 'Reset filters' | 'Reset Filters';
};

/** The empty state of a filtered vendor list. */
export function NoMatches({
  icon,
  title,
  filtered,
  hint,
  onReset,
  resetLabel = 'Reset filters',
}: NoMatchesProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={filtered ? 'Try adjusting your search or filters' : hint}
      action={
        filtered && (
          <Button variant="secondary" onClick={onReset}>
            {resetLabel}
          </Button>
        )
      }
    />
  );
}

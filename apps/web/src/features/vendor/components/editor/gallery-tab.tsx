import type { ProductDetail } from '@pasal/domain';
import { imageUrl, PRODUCT_PART_LIMITS } from '@pasal/domain/plain';
import { clsx } from 'clsx';
import { Plus, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { pageOrigin } from '../../../../lib/page-origin.ts';
import { PictureInput } from './picture-input.tsx';

/** A new picture's row: its key keeps the preview with its row when others are removed. */
export type GalleryRow = { key: string; file: File | null };

type GalleryTabProps = {
  /** Pictures the product has now (update only). */
  stored: ProductDetail['gallery'];
  removed: number[];
  onToggleRemoved: (id: number) => void;
  rows: GalleryRow[];
  onRowsChange: (rows: GalleryRow[]) => void;
  error: string | undefined;
};

let rowCount = 0;
export const newGalleryRow = (): GalleryRow => {
  rowCount += 1;
  return { key: `new-${rowCount}`, file: null };
};

/**
 * Spec §2 Gallery: rows of pictures with previews. Stored pictures can be marked for removal
 * (sent as `gallery_remove` on saving, undoable until then); new rows are uploaded with the form.
 */
export function GalleryTab({ stored, removed, onToggleRemoved, rows, onRowsChange, error }: GalleryTabProps) {
  const kept = stored.filter((picture) => !removed.includes(picture.id)).length;
  const full = kept + rows.length >= PRODUCT_PART_LIMITS.gallery;
  const origin = pageOrigin();

  const setFile = (key: string, file: File | null) =>
    onRowsChange(rows.map((row) => (row.key === key ? { ...row, file } : row)));

  return (
    <div className="space-y-5">
      <p className="text-sm text-ink-muted">
        Up to {PRODUCT_PART_LIMITS.gallery} pictures beside the thumbnail, shown on the product page.
      </p>
      {stored.length > 0 && (
        <section aria-label="Current pictures">
          <h3 className="mb-2 text-sm font-semibold text-ink">Current pictures</h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {stored.map((picture, index) => {
              const gone = removed.includes(picture.id);
              return (
                <li
                  key={picture.id}
                  className={clsx(
                    'rounded-lg border bg-surface p-2',
                    gone ? 'border-danger-600/40' : 'border-line',
                  )}
                >
                  <img
                    src={imageUrl(picture.image_thumb || picture.image, origin)}
                    alt={`Gallery ${index + 1}`}
                    className={clsx(
                      'aspect-square w-full rounded-md bg-canvas object-contain',
                      gone && 'opacity-30',
                    )}
                  />
                  {gone && <p className="mt-1 text-xs font-medium text-danger-600">Removed when you save</p>}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-1 w-full"
                    onClick={() => onToggleRemoved(picture.id)}
                    disabled={gone && full}
                  >
                    {gone ? (
                      <RotateCcw className="size-4" aria-hidden="true" />
                    ) : (
                      <Trash2 className="size-4" aria-hidden="true" />
                    )}
                    {gone ? 'Keep' : 'Remove'}
                    <span className="sr-only"> gallery picture {index + 1}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <section aria-label="New pictures" className="space-y-3">
        {stored.length > 0 && <h3 className="text-sm font-semibold text-ink">New pictures</h3>}
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line-strong bg-canvas px-4 py-6 text-center text-sm text-ink-muted">
            No new pictures yet.
          </p>
        ) : (
          <ol className="space-y-3">
            {rows.map((row, index) => (
              <li key={row.key} className="rounded-lg border border-line bg-canvas p-3">
                <PictureInput
                  label={`New picture ${index + 1}`}
                  file={row.file}
                  onChoose={(file) => setFile(row.key, file)}
                  after={
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-danger-600 hover:bg-danger-50 hover:text-danger-600"
                      onClick={() => onRowsChange(rows.filter((other) => other.key !== row.key))}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      <span className="sr-only">Remove new picture {index + 1}</span>
                    </Button>
                  }
                />
              </li>
            ))}
          </ol>
        )}
        {error && <p className="text-sm font-medium text-danger-600">{error}</p>}
        <Button variant="secondary" onClick={() => onRowsChange([...rows, newGalleryRow()])} disabled={full}>
          <Plus className="size-4" aria-hidden="true" />
          Add picture
        </Button>
      </section>
    </div>
  );
}

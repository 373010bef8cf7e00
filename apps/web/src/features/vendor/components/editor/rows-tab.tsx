import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldErrors, get, type Path, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import type { EditorValues, RowListName } from '../../lib/product-form.ts';

/** The message at a dotted path of the form's errors (row fields are nested in lists). */
const messageAt = (errors: FieldErrors<EditorValues>, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message;

export type RowColumn = {
  part: string;
  label: string;
  placeholder?: string;
  inputMode?: 'decimal' | 'text';
};

type RowsTabProps = {
  name: RowListName;
  /** One row's name in buttons and labels: "specification", "variation", "colour". */
  noun: string;
  columns: RowColumn[];
  /** The rows' keys (useFieldArray's `fields`). */
  rows: Array<{ id: string }>;
  limit: number;
  register: UseFormRegister<EditorValues>;
  errors: FieldErrors<EditorValues>;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Beside a row's boxes, e.g. a colour's swatch. */
  extra?: (index: number) => ReactNode;
  intro: ReactNode;
};

/**
 * Rows of a product part (specifications, variations, colours) that can be added and removed.
 * A row with an empty part is not saved (spec §5), as the hint says.
 */
export function RowsTab({
  name,
  noun,
  columns,
  rows,
  limit,
  register,
  errors,
  onAdd,
  onRemove,
  extra,
  intro,
}: RowsTabProps) {
  const listError = messageAt(errors, name) ?? messageAt(errors, `${name}.root`);
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{intro} A row with an empty box is not saved.</p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong bg-canvas px-4 py-6 text-center text-sm text-ink-muted">
          No {noun} rows yet.
        </p>
      ) : (
        <ol className="space-y-3">
          {rows.map((row, index) => (
            <li
              key={row.id}
              className="flex flex-col gap-3 rounded-lg border border-line bg-canvas p-3 sm:flex-row sm:items-start"
            >
              <div className="grid flex-1 gap-3 sm:grid-cols-2">
                {columns.map((column) => {
                  const path = `${name}.${index}.${column.part}` as Path<EditorValues>;
                  return (
                    <TextField
                      key={column.part}
                      label={
                        <>
                          {column.label}
                          <span className="sr-only">
                            {' '}
                            of {noun} {index + 1}
                          </span>
                        </>
                      }
                      placeholder={column.placeholder}
                      inputMode={column.inputMode}
                      autoComplete="off"
                      error={messageAt(errors, path)}
                      {...register(path)}
                    />
                  );
                })}
              </div>
              <div className="flex items-center gap-2 sm:pt-7">
                {extra?.(index)}
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-danger-600 hover:bg-danger-50 hover:text-danger-600"
                  onClick={() => onRemove(index)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  <span className="sr-only">
                    Remove {noun} {index + 1}
                  </span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {listError && <p className="text-sm font-medium text-danger-600">{listError}</p>}
      <Button variant="secondary" onClick={onAdd} disabled={rows.length >= limit}>
        <Plus className="size-4" aria-hidden="true" />
        Add {noun}
      </Button>
    </div>
  );
}

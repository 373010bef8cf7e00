import type { ProductForm } from '@pasal/domain';
import { isColorCode } from '@pasal/domain/plain';
import { type Control, useWatch } from 'react-hook-form';
import type { EditorValues } from '../../lib/product-form.ts';

/** The colour a row's code paints, so a typo shows before it is saved; a code that does not parse shows striped. */
export function ColorSwatch({
  control,
  index,
}: {
  control: Control<EditorValues, unknown, ProductForm>;
  index: number;
}) {
  const code = useWatch({ control, name: `colors.${index}.color_code` }) ?? '';
  const valid = code.trim() !== '' && isColorCode(code);
  return (
    <span
      data-testid="color-swatch"
      title={valid ? code : 'Not a colour yet'}
      className="size-11 shrink-0 rounded-md border border-line-strong bg-[repeating-linear-gradient(45deg,var(--color-line)_0_4px,transparent_4px_8px)]"
      style={valid ? { background: code.trim() } : undefined}
      aria-hidden="true"
    />
  );
}

import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { type ChangeEvent, type ComponentProps, type ReactNode, useState } from 'react';
import { Field, useFieldControl } from '../../../../components/ui/field.tsx';
import { isImageFile, useObjectUrl } from '../../../../lib/use-object-url.ts';

export const NOT_AN_IMAGE = 'Choose an image file (JPEG, PNG, WebP or GIF).';

/** The file box, wired to its Field's label, hint and error like the other controls. */
function FileBox(props: ComponentProps<'input'>) {
  const field = useFieldControl();
  return (
    <input
      id={field?.id}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={field?.describedBy}
      type="file"
      accept="image/*"
      className="block w-full min-w-0 text-sm text-ink-muted file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
      {...props}
    />
  );
}

type PictureInputProps = {
  label: ReactNode;
  file: File | null;
  onChoose: (file: File | null) => void;
  /** The picture stored now, shown until a new one is chosen. */
  stored?: string;
  error?: string | undefined;
  hint?: ReactNode;
  size?: 'lg' | 'sm';
  /** Beside the file box, e.g. a row's Remove button. */
  after?: ReactNode;
};

/**
 * A picture to upload with its preview before anything is sent (issue 16). Only images are
 * taken (spec §5); the server checks the content again.
 */
export function PictureInput({
  label,
  file,
  onChoose,
  stored,
  error,
  hint,
  size = 'sm',
  after,
}: PictureInputProps) {
  const preview = useObjectUrl(file);
  const [refused, setRefused] = useState<string>();
  const shown = preview ?? stored;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isImageFile(chosen)) {
      setRefused(NOT_AN_IMAGE);
      event.target.value = '';
      onChoose(null);
      return;
    }
    setRefused(undefined);
    onChoose(chosen);
  }

  return (
    <div
      className={clsx('flex gap-4', size === 'lg' ? 'flex-col sm:flex-row sm:items-start' : 'items-start')}
    >
      <div
        className={clsx(
          'flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-canvas',
          size === 'lg' ? 'size-40' : 'size-20',
        )}
      >
        {shown ? (
          <img
            src={shown}
            alt={preview ? 'Preview of the chosen picture' : 'Current picture'}
            className="size-full object-contain"
          />
        ) : (
          <ImageOff className="size-6 text-line-strong" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Field label={label} error={refused ?? error} hint={hint}>
          <div className="flex items-center gap-2">
            <FileBox onChange={choose} />
            {after}
          </div>
        </Field>
      </div>
    </div>
  );
}

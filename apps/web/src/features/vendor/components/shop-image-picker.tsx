import { Camera, Store } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { isImageFile, useObjectUrl } from '../../../lib/use-object-url.ts';
import { NOT_AN_IMAGE } from './editor/picture-input.tsx';

type ShopImagePickerProps = {
  /** The shop's picture now, if any. */
  current: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The server's word on a file it could not take. */
  error?: string | undefined;
};

/**
 * Spec §2/§9 settings: the round 140 px shop picture with a camera button to change it, and a
 * preview of the new one before it is saved.
 */
export function ShopImagePicker({ current, file, onChange, error }: ShopImagePickerProps) {
  const preview = useObjectUrl(file);
  const [refused, setRefused] = useState<string>();
  const shown = preview ?? current;
  const message = refused ?? error;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const image = chosen && isImageFile(chosen) ? chosen : null;
    setRefused(chosen && !image ? NOT_AN_IMAGE : undefined);
    if (!image) event.target.value = '';
    onChange(image);
  }

  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <div className="relative size-[140px]">
        <div className="size-full overflow-hidden rounded-full border border-line bg-brand-50">
          {shown ? (
            <img
              src={shown}
              alt={preview ? 'Preview of the new shop picture' : 'Shop picture'}
              width={140}
              height={140}
              className="size-full object-cover"
            />
          ) : (
            <Store className="size-full p-9 text-brand-700" aria-hidden="true" />
          )}
        </div>
        {/* The file box itself is hidden behind the camera button: its label, focus ring shown. */}
        <input
          id="shop-image"
          type="file"
          accept="image/*"
          onChange={choose}
          aria-invalid={Boolean(message) || undefined}
          aria-describedby={message ? 'shop-image-error' : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor="shop-image"
          title="Change shop picture"
          className="absolute right-1 bottom-1 flex size-11 cursor-pointer items-center justify-center rounded-full border-2 border-surface bg-brand-700 text-white shadow-raised hover:bg-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
        >
          <Camera className="size-5" aria-hidden="true" />
          <span className="sr-only">Change shop picture</span>
        </label>
      </div>
      {file && <p className="text-xs text-ink-subtle">Saved when you press Save Changes.</p>}
      {message && (
        <p id="shop-image-error" className="text-sm font-medium text-danger-600">
          {message}
        </p>
      )}
    </div>
  );
}

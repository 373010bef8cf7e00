import { Camera, UserRound } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';

type ProfileImagePickerProps = {
  /** The picture the profile has now, if any. */
  current: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The server's word on a file it could not read. */
  error?: string | undefined;
};

/** The round profile picture, with a preview of a newly chosen file before it is saved. */
export function ProfileImagePicker({ current, file, onChange, error }: ProfileImagePickerProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      // After a save the chosen file is gone; the input must stop naming it too.
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? current;
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    onChange(chosen?.type.startsWith('image/') ? chosen : null);
  }

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div className="size-32 overflow-hidden rounded-full border border-line bg-brand-50 sm:size-36">
        {shown ? (
          <img src={shown} alt="Your profile" className="size-full object-cover" />
        ) : (
          <UserRound className="size-full p-8 text-brand-700" aria-hidden="true" />
        )}
      </div>
      {/* The native file box is hidden behind a button-like label: its own text ("No file chosen")
          is cut short in a narrow column. It stays focusable, and the label shows its focus ring. */}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        onChange={choose}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={buttonClasses(
          'secondary',
          'md',
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
        )}
      >
        <Camera className="size-4" aria-hidden="true" />
        Choose profile picture
      </label>
      {file && <p className="max-w-full truncate text-xs text-ink-muted">{file.name}</p>}
      {file && <p className="text-xs text-ink-subtle">Saved when you press Save Changes.</p>}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}

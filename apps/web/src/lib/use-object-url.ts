import { useEffect, useState } from 'react';

/**
 * A short-lived URL to show a chosen file before it is uploaded (an editor's preview), revoked
 * when the file changes or the component goes, so previews never pile up in memory.
 */
export function useObjectUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Whether a chosen file is a picture (spec §5: image inputs accept image files only). */
export const isImageFile = (file: File) => file.type.startsWith('image/');

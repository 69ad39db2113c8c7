import { useCallback, useEffect, useRef } from 'react';

/** Preview URLs for picked photos (object URLs), revoked when the form goes. */
export function usePhotoPreviews(): (file: File) => string {
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const made = previews.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  return useCallback((file: File) => {
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return url;
  }, []);
}

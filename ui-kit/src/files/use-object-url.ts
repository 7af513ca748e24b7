// A `blob:` address for a picked file, so an image can be previewed before (or while) it uploads; the address
// is released when the file changes or the component goes. The page's Content-Security-Policy allows blob: images.
import { useEffect, useState } from "react";

export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null) {
      setUrl(null);
      return;
    }
    const address = URL.createObjectURL(file);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [file]);
  return url;
}

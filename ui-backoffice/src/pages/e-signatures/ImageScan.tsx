// "Scan from an image": a photo or screenshot of the letter (picked, dropped or pasted) is read for its QR code in
// the browser (nothing is uploaded). A found code goes to `onRead`; none found says how to take a better photo.
import { useState } from "react";
import { FileDropZone, type PickedFile } from "@ictm/ui-kit";
import { SCANNER_TEXTS } from "./camera.ts";
import { loadQrReader } from "./qr-reader-loader.ts";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/bmp"];

export function ImageScan({ onRead }: { onRead: (text: string) => void }) {
  const [picked, setPicked] = useState<PickedFile | null>(null);

  const scan = async ([file]: File[]) => {
    if (file === undefined || picked?.progress !== undefined) return;
    const id = `${file.name}-${file.lastModified}`;
    setPicked({ id, file, progress: "unknown" });
    const text = await readImage(file);
    if (typeof text === "string") {
      setPicked(null);
      onRead(text);
    } else setPicked({ id, file, errorMessage: text.problem });
  };

  return (
    <FileDropZone
      label="Scan from an image"
      description="A clear photo or screenshot of the QR code on the letter (PNG or JPEG). It is read on this device, not uploaded."
      buttonLabel="Choose an image"
      acceptedFileTypes={IMAGE_TYPES}
      files={picked === null ? [] : [picked]}
      onSelect={(files) => void scan(files)}
      onRemove={() => setPicked(null)}
      isDisabled={picked?.progress !== undefined}
    />
  );
}

/** The QR code's text in an image file, or why there is none. */
async function readImage(file: File): Promise<string | { problem: string }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { problem: SCANNER_TEXTS.imageUnreadable };
  }
  try {
    const reader = await loadQrReader();
    return (await reader.read(bitmap)) ?? { problem: SCANNER_TEXTS.noCodeInImage };
  } catch {
    return { problem: SCANNER_TEXTS.camera.reader };
  } finally {
    bitmap.close();
  }
}

// A file's size as a person reads it beside its name: "840 bytes", "12 KB", "1.4 MB" (1 KB = 1,024 bytes, as
// file managers count). Presentation only: the limits themselves are the core's.

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return bytes === 1 ? "1 byte" : `${bytes} bytes`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb < 10 ? round(kb, 1) : Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? round(mb, 1) : Math.round(mb)} MB`;
}

function round(value: number, digits: number): string {
  // 1.0 reads as "1", 1.45 as "1.5".
  return String(Number(value.toFixed(digits)));
}

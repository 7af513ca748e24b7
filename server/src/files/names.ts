// Sanitises an uploaded file's name for storage and for Content-Disposition: the last path segment only, no
// control or bidirectional-override characters, no `..`, at most 120 characters, and an extension that matches
// the type read from the content. Whatever is left empty becomes `file.<extension>`.
import { extensionAliases, extensionOf, type MediaType } from "./policy.ts";

const maxLength = 120;

export function sanitiseFileName(original: string, type: MediaType): string {
  const lastSegment = original.split(/[/\\]/).pop() ?? "";
  const cleaned = lastSegment
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/[<>:"|?*;]/g, "_")
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, "");
  const dot = cleaned.lastIndexOf(".");
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).trim();
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : "";
  const keptExtension = extensionAliases(type).includes(extension) ? extension : extensionOf(type);
  const base = stem === "" ? "file" : Array.from(stem).slice(0, maxLength - keptExtension.length - 1).join("");
  return `${base}.${keptExtension}`;
}

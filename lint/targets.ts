// What an import specifier points at, seen from the repository's top-level folders: a Node built-in, a third-party
// package, one of our packages (by `@ictm/<name>` or by a relative path that leaves the importer's folder), or a file
// of the importer's own folder. Reads nothing from disk but the candidates of an extension-less path.
import { existsSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, relative, resolve, sep } from "node:path";

export const repositoryRoot = resolve(import.meta.dirname, "..");

/** Our packages: the folder and its package name are the same (`@ictm/<folder>`). */
export const OUR_FOLDERS = ["openapi", "core", "server", "ui-kit", "ui-portal", "ui-backoffice", "cli", "tests", "lint", "scripts"];

export type Target =
  | { readonly kind: "node"; readonly name: string }
  | { readonly kind: "package"; readonly name: string }
  /** `entry` is "" for the package itself, else what follows `@ictm/<folder>/` (or the path inside the folder). */
  | { readonly kind: "ours"; readonly folder: string; readonly entry: string; readonly relative: boolean }
  | { readonly kind: "own-file"; readonly path: string };

const builtins = new Set(builtinModules.filter((name) => !name.startsWith("_")));

/** The top-level folder a file lies in ("" outside the repository or at its root). */
export function folderOf(path: string): string {
  const inside = relative(repositoryRoot, path);
  if (inside.startsWith("..")) return "";
  const first = inside.split(sep)[0] ?? "";
  return inside.includes(sep) ? first : "";
}

/** Resolves `specifier` imported by the file at `importer` (an absolute path). */
export function targetOf(specifier: string, importer: string): Target {
  if (specifier.startsWith(".") || specifier.startsWith("/")) {
    const path = withExtension(resolve(dirname(importer), specifier));
    const folder = folderOf(path);
    if (folder === folderOf(importer)) return { kind: "own-file", path };
    const entry = relative(resolve(repositoryRoot, folder), path).split(sep).join("/");
    return { kind: "ours", folder, entry, relative: true };
  }
  if (specifier.startsWith("node:") || builtins.has(specifier.split("/")[0] ?? "")) {
    return { kind: "node", name: specifier };
  }
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
  const entry = parts.slice(specifier.startsWith("@") ? 2 : 1).join("/");
  if (name.startsWith("@ictm/")) return { kind: "ours", folder: name.slice("@ictm/".length), entry, relative: false };
  return { kind: "package", name };
}

/** The file a relative specifier names: as written (our imports end in `.ts`), else the usual candidates. */
export function withExtension(path: string): string {
  if (/\.(ts|tsx|js|mjs|json)$/.test(path)) return path;
  const candidates = [`${path}.ts`, `${path}.tsx`, `${path}${sep}index.ts`];
  return candidates.find((candidate) => existsSync(candidate)) ?? path;
}

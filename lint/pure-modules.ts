// The pure modules of core: core/src/domain.ts (the `@ictm/core/domain` entry) and every core file it reaches by
// relative imports, computed when the lint config loads. The walk never enters an effectful place, so an import of
// one shows up as the violation it is rather than as more "pure" modules.
import { readFileSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { parse } from "@typescript-eslint/parser";
import { repositoryRoot, withExtension } from "./targets.ts";

export const coreSource = resolve(repositoryRoot, "core", "src");
export const domainEntry = resolve(coreSource, "domain.ts");

/** Folders and files of core/src that hold effects (API client, event log, stores, platform) or wire them. */
const EFFECTFUL = [/^api\//, /^events\//, /^stores\//, /^platform\//, /^create-core(\.|\/)/, /^index\.ts$/];

/** Whether a core file (absolute path) is one a pure module must never import. */
export function isEffectful(path: string): boolean {
  const inside = relative(coreSource, path).split(sep).join("/");
  return !inside.startsWith("..") && EFFECTFUL.some((pattern) => pattern.test(inside));
}

/** The absolute paths of domain.ts and the core modules behind it. */
export function pureModules(entry = domainEntry): ReadonlySet<string> {
  const found = new Set<string>();
  const visit = (path: string): void => {
    if (found.has(path) || isEffectful(path) || relative(coreSource, path).startsWith("..")) return;
    let code: string;
    try {
      code = readFileSync(path, "utf8");
    } catch {
      return; // A missing file is the type checker's to report.
    }
    found.add(path);
    for (const specifier of importSpecifiers(code, path)) {
      if (specifier.startsWith(".")) visit(withExtension(resolve(path, "..", specifier)));
    }
  };
  visit(entry);
  return found;
}

/** Every module specifier a file names: imports, re-exports, `import()` and `import("…")` types. */
export function importSpecifiers(code: string, path: string): string[] {
  const specifiers: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) return node.forEach(walk);
    const type: unknown = Reflect.get(node, "type");
    if (type === "ImportDeclaration" || type === "ExportAllDeclaration" || type === "ExportNamedDeclaration" || type === "ImportExpression" || type === "TSImportType") {
      const source: unknown = Reflect.get(node, "source");
      const value = typeof source === "object" && source !== null ? Reflect.get(source, "value") : undefined;
      if (typeof value === "string") specifiers.push(value);
    }
    for (const [key, child] of Object.entries(node)) if (key !== "parent" && key !== "loc" && key !== "range") walk(child);
  };
  walk(parse(code, { filePath: path, range: false, loc: false, jsx: path.endsWith(".tsx") }).body);
  return specifiers;
}

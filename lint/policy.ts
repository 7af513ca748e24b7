// The import boundaries of ARCHITECTURE.md ("Folders" table and the rule under it), as one function: given the
// importing file and what it imports, the broken rule's message or null. Knows the folders; never reads a file.
import { relative, sep } from "node:path";
import { coreSource, isEffectful } from "./pure-modules.ts";
import { folderOf, repositoryRoot, type Target } from "./targets.ts";

const SEE = "(ARCHITECTURE.md, Folders)";
const UIS = ["ui-kit", "ui-portal", "ui-backoffice"];

/** React, react-aria and the packages that need a browser's DOM. */
const REACT_OR_DOM = [
  /^react$/, /^react-dom$/, /^react-aria/, /^react-stately$/, /^@react-(aria|stately|types)\//, /^@preact\/signals-react$/,
  /^wouter$/, /^@vanilla-extract\//, /^@formkit\/drag-and-drop$/, /^@visx\//, /^barcode-detector$/, /^axe-core$/,
  /^playwright(-core)?$/, /^jsdom$/, /^happy-dom$/, /^@testing-library\//,
];

/**
 * The packages a pure core module may import besides other pure modules: each has no I/O and no dependencies of its
 * own (fractional-indexing: the board's sort keys; @scure/base: the signature token's base32).
 */
const PURE_PACKAGES = new Set(["effect", "@ictm/openapi", "fractional-indexing", "@scure/base", "date-fns"]);

const named = (target: Target): string => {
  switch (target.kind) {
    case "node":
    case "package":
      return `'${target.name}'`;
    case "ours":
      return target.relative ? `${target.folder}/${target.entry}` : `'@ictm/${target.folder}${target.entry ? `/${target.entry}` : ""}'`;
    case "own-file":
      return relative(repositoryRoot, target.path).split(sep).join("/");
  }
};

/** Whether a core file is test code, which may use Node and test helpers. */
const isCoreTestCode = (inside: string): boolean => inside.endsWith(".test.ts") || inside.startsWith("test-support/");

export function violation(importer: string, target: Target, pure: ReadonlySet<string>): string | null {
  const folder = folderOf(importer);
  const what = named(target);
  const ours = target.kind === "ours" && target.folder !== folder ? target.folder : null;
  const entry = target.kind === "ours" && !target.relative ? target.entry : null;
  if (folder === "openapi" && ours !== null) {
    return `openapi/ imports nothing of ours: it is the contract everything else reads ${SEE}. It imports ${what}.`;
  }
  if (folder === "core") {
    const inside = relative(coreSource, importer).split(sep).join("/");
    if (isCoreTestCode(inside)) return null;
    if (pure.has(importer)) {
      const pureRule = `A pure module behind @ictm/core/domain imports only effect, @ictm/openapi, fractional-indexing, @scure/base, date-fns and other pure modules: the server loads it ${SEE}.`;
      if (target.kind === "own-file" && isEffectful(target.path)) return `${pureRule} ${what} is effectful (API client, event log, stores, platform or wiring).`;
      if (target.kind === "package" && !PURE_PACKAGES.has(target.name)) return `${pureRule} It imports ${what}.`;
    }
    if (target.kind === "node") return `core/ imports no Node built-ins (${what}): platform pieces come in as Effect services ${SEE}.`;
    if (target.kind === "package" && REACT_OR_DOM.some((pattern) => pattern.test(target.name))) {
      return `core/ imports no React and no DOM packages (${what}): it is headless, and ui-kit holds the one React binding ${SEE}.`;
    }
    if (ours !== null && ours !== "openapi") return `core/ may import only openapi/; it imports ${what} ${SEE}.`;
    return null;
  }
  if (folder === "server" && ours !== null && ours !== "openapi") {
    if (ours === "core" && entry === "domain") return null;
    if (ours === "core") return `server/ imports core only as '@ictm/core/domain' (shared schemas and rules only), never ${what} ${SEE}.`;
    return `server/ may import only openapi/ and core's domain modules; it imports ${what} ${SEE}.`;
  }
  if (UIS.includes(folder) && ours !== null) {
    if (ours === "core" && entry === "") return null;
    if (ours === "core") return `${folder}/ imports core only as '@ictm/core' (its public commands, queries and stores), never ${what} ${SEE}.`;
    if (ours === "ui-kit" && entry !== null) return null;
    if (ours === "server") return `${folder}/ never imports the server (${what}): a UI reaches it through core's API clients ${SEE}.`;
    const allowed = folder === "ui-kit" ? "'@ictm/core' (bindings)" : "'@ictm/core' and '@ictm/ui-kit'";
    return `${folder}/ may import only ${allowed}; it imports ${what} ${SEE}.`;
  }
  if (folder === "cli" && ours !== null) {
    if (ours === "core" && entry === "") return null;
    if (ours === "core") return `cli/ imports core only as '@ictm/core', never ${what} ${SEE}.`;
    return `cli/ may import only core/ (as '@ictm/core'); it imports ${what}: the CLI reaches the server over HTTP ${SEE}.`;
  }
  return null;
}

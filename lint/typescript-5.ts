// Makes typescript-eslint's helpers load the TypeScript 5.9 of this workspace. npm hoists ts-api-utils to the root
// node_modules, where `typescript` is TypeScript 7 (no JavaScript API it can read), so its `require("typescript")`
// is sent here instead. Import it before the parser; it must never redirect anything but `typescript`.
import { createRequire, registerHooks } from "node:module";
import { join, sep } from "node:path";
import { pathToFileURL } from "node:url";

const lintFolder = import.meta.dirname;
const rootModules = join(lintFolder, "..", "node_modules") + sep;
const lintModules = join(lintFolder, "node_modules") + sep;
/** TypeScript 5.9's entry, as this workspace resolves it (lint/node_modules/typescript). */
const typescript5 = pathToFileURL(createRequire(join(lintFolder, "package.json")).resolve("typescript")).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL?.startsWith("file:") ? new URL(context.parentURL).pathname : "";
    const hoisted = parent.startsWith(rootModules) && !parent.startsWith(lintModules);
    if (specifier === "typescript" && hoisted && parent.includes(`${sep}ts-api-utils${sep}`)) {
      return { url: typescript5, format: "commonjs", shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});

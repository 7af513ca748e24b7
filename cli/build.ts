// `npm run build -w cli`: the `ictm` executable as one file (dist/ictm.mjs). From its TypeScript sources Node loads
// some 1,300 modules at every start (core, effect, date-fns, rxjs ...: about 3 s of a command's time on this
// project's machines); the bundle starts in about 0.4 s, which is what an operator's scripted loop and the CLI
// tests feel. dist/ictm.inputs.json lists the project's own files it was built from (and the lockfile), so
// bin/ictm.js runs the bundle only while it is newer than every one of them, the sources otherwise.
import { mkdir, writeFile } from "node:fs/promises";
import { relative } from "node:path";
import { build } from "esbuild";

const cli = new URL("./", import.meta.url).pathname;
const root = new URL("../", import.meta.url).pathname;
await mkdir(`${cli}dist`, { recursive: true });
const result = await build({
  entryPoints: [`${cli}src/main.ts`],
  outfile: `${cli}dist/ictm.mjs`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  // The bundled CommonJS packages require Node's built-ins: an ES module has no `require` of its own.
  banner: { js: 'import { createRequire as createRequireOfBundle } from "node:module"; const require = createRequireOfBundle(import.meta.url);' },
  metafile: true,
  logLevel: "warning",
  legalComments: "none",
});
const inputs = Object.keys(result.metafile.inputs)
  .filter((file) => !file.includes("node_modules/"))
  .map((file) => relative(root, `${process.cwd()}/${file}`));
await writeFile(`${cli}dist/ictm.inputs.json`, `${JSON.stringify([...inputs, "package-lock.json"].sort(), null, 1)}\n`);
console.log(`cli/dist/ictm.mjs: ${inputs.length} of the project's files and their packages in one module`);

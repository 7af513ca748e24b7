// Generates the TypeScript types of the contract with openapi-typescript, and operations.ts (each operation's
// `x-ictm-*` flags and the ProblemKind lists) from the same YAML; `--check` fails when a committed file differs
// from what the contract generates (CI runs it), so neither can drift from the YAML. Never edit the outputs.
import { readFile, writeFile } from "node:fs/promises";
import openapiTS, { astToString } from "openapi-typescript";
import { parse } from "yaml";
import { operationsModule } from "./operations.ts";

const contracts = ["portal", "backoffice"] as const;
const check = process.argv.includes("--check");
const root = new URL("../", import.meta.url);
const banner = (source: string) => `// Generated from ${source} by \`npm run codegen\`. Do not edit by hand.\n\n`;

const outputs: Array<{ file: string; text: string }> = [];
const documents: Record<string, unknown> = {};
for (const name of contracts) {
  const ast = await openapiTS(new URL(`${name}.yaml`, root));
  outputs.push({ file: `src/${name}.ts`, text: banner(`openapi/${name}.yaml`) + astToString(ast) });
  documents[name] = parse(await readFile(new URL(`${name}.yaml`, root), "utf8"));
}
outputs.push({
  file: "src/operations.ts",
  text: banner(contracts.map((name) => `openapi/${name}.yaml`).join(" and ")) + operationsModule(documents),
});

let stale: string[] = [];
for (const { file, text } of outputs) {
  const target = new URL(file, root);
  if (check) {
    const current = await readFile(target, "utf8").catch(() => "");
    if (current !== text) stale = [...stale, `openapi/${file}`];
  } else {
    await writeFile(target, text);
  }
}
if (stale.length > 0) {
  console.error(`Generated files are out of date: ${stale.join(", ")}. Run \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log(check ? "Generated files match the contract." : `Generated ${outputs.map(({ file }) => file).join(", ")}.`);

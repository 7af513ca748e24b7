// Generates the TypeScript types of the contract with openapi-typescript; `--check` fails when the committed
// files differ from what the contract generates (CI runs it), so the types can never drift from the YAML.
import { readFile, writeFile } from "node:fs/promises";
import openapiTS, { astToString } from "openapi-typescript";

const contracts = ["portal", "backoffice"] as const;
const check = process.argv.includes("--check");
const root = new URL("../", import.meta.url);

let stale: string[] = [];
for (const name of contracts) {
  const ast = await openapiTS(new URL(`${name}.yaml`, root));
  const banner = `// Generated from openapi/${name}.yaml by \`npm run codegen\`. Do not edit by hand.\n\n`;
  const text = banner + astToString(ast);
  const target = new URL(`src/${name}.ts`, root);
  if (check) {
    const current = await readFile(target, "utf8").catch(() => "");
    if (current !== text) stale = [...stale, `openapi/src/${name}.ts`];
  } else {
    await writeFile(target, text);
  }
}
if (stale.length > 0) {
  console.error(`Generated types are out of date: ${stale.join(", ")}. Run \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log(check ? "Generated types match the contract." : `Generated ${contracts.join(", ")} types.`);

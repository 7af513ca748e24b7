// The floor under the bundle budgets: what the stack ARCHITECTURE.md prescribes weighs on a first load before any of
// our code, built by the same bundler (Vite 8, rolldown, minified, for es2022, production mode, react-aria's strings
// for the apps' locales only) from the packages installed here. Each layer is the smallest program that uses its
// libraries as every portal screen does, built with the layers before it, and weighed as a whole (its JavaScript,
// weighed as report.ts weighs a route). `npm run bench -- bundle` prints it beside the budgets, so what a budget asks
// can be read against what the stack allows.
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { build } from "vite";
import { appLocales } from "@ictm/ui-kit/build/vite-config.ts";
import { loadSet } from "./report.ts";

export interface FloorLayer {
  /** What the layer adds, in words. */
  readonly label: string;
  /** Its program's source: imports and one use of each, with every layer before it. */
  readonly source: string;
}

/** Each layer with every one before it: React renders, the core runs and decodes, the controls are react-aria's. */
export const floorLayers: readonly FloorLayer[] = [
  {
    label: "React 19 and react-dom, rendering one element",
    source: `import { createElement } from "react";
import { createRoot } from "react-dom/client";
createRoot(document.body).render(createElement("p", null, "ready"));`,
  },
  {
    label: "+ Effect's runtime, running one program (every command and query)",
    source: `import { Effect } from "effect";
void Effect.runPromise(Effect.gen(function* () { yield* Effect.sleep(1); return 1; }));`,
  },
  {
    label: "+ effect's Schema, decoding one answer (every API answer is decoded)",
    source: `import { Schema } from "effect";
const Answer = Schema.Struct({ name: Schema.String, count: Schema.Number, tags: Schema.Array(Schema.String), kind: Schema.NullOr(Schema.Literals(["a", "b"])) });
void Schema.decodeUnknownPromise(Answer)(JSON.parse(document.body.dataset["answer"] ?? "{}"));`,
  },
  {
    label: "+ wouter and the signals' React binding (routes, stores)",
    source: `import { Route, Switch } from "wouter";
import { signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
Object.assign(globalThis, { routing: [Route, Switch, useSignals, signal(0)] });`,
  },
  {
    label: "+ react-aria-components: a button, a link and a search field (a search screen's controls)",
    source: `import { Button, Input, Label, Link, SearchField } from "react-aria-components";
Object.assign(globalThis, { controls: [Button, Input, Label, Link, SearchField] });`,
  },
];

export interface FloorResult {
  readonly label: string;
  /** The layer's program with the layers before it: its JavaScript, gzipped. */
  readonly jsGzipBytes: number;
}

/** Builds each layer's program (with the ones before it) under `root`/.tmp/stack-floor and weighs it. */
export async function measureStackFloor(root: string): Promise<readonly FloorResult[]> {
  const folder = join(root, ".tmp", "stack-floor");
  await rm(folder, { recursive: true, force: true });
  const results: FloorResult[] = [];
  for (const [index, layer] of floorLayers.entries()) {
    const source = floorLayers
      .slice(0, index + 1)
      .map((each) => each.source)
      .join("\n");
    const layerFolder = join(folder, String(index));
    await mkdir(layerFolder, { recursive: true });
    await writeFile(join(layerFolder, "main.ts"), `${source}\n`);
    const outDir = join(layerFolder, "dist");
    await build({
      configFile: false,
      root: layerFolder,
      logLevel: "silent",
      plugins: [optimizeLocales.vite({ locales: [...appLocales] })],
      mode: "production",
      build: { outDir, target: "es2022", emptyOutDir: true, rolldownOptions: { input: join(layerFolder, "main.ts") } },
    });
    const scripts = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith(".js"));
    results.push({ label: layer.label, jsGzipBytes: loadSet(outDir, layer.label, scripts).jsGzipBytes });
  }
  return results;
}

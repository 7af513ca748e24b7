// The import-boundary lint (`npm run lint`, a step of `npm test`): typescript-eslint's parser without type
// information, and one local rule, `ictm/boundaries` (lint/boundaries.ts). Checks imports only, nothing of style.
import "./typescript-5.ts";
import parser from "@typescript-eslint/parser";
import { boundariesRule } from "./boundaries.ts";
import { repositoryRoot } from "./targets.ts";

export default [
  { basePath: repositoryRoot, ignores: ["**/node_modules/**", "**/dist/**", "**/.tmp/**", "**/data/**"] },
  {
    basePath: repositoryRoot,
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parser, sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "off" },
    plugins: { ictm: { rules: { boundaries: boundariesRule() } } },
    rules: { "ictm/boundaries": "error" },
  },
];

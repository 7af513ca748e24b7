// The ESLint rule `ictm/boundaries`: reports every import, re-export, `import()` and `import("…")` type that crosses
// a boundary of ARCHITECTURE.md (see policy.ts). Needs no type information; never fixes anything.
import type { Rule } from "eslint";
import { violation } from "./policy.ts";
import { pureModules } from "./pure-modules.ts";
import { targetOf } from "./targets.ts";

/** The rule, with the pure modules behind `@ictm/core/domain` computed once, when the config loads. */
export function boundariesRule(pure: ReadonlySet<string> = pureModules()): Rule.RuleModule {
  return {
    meta: {
      type: "problem",
      docs: { description: "Imports stay inside the boundaries of ARCHITECTURE.md's folders table" },
      schema: [],
    },
    create(context) {
      const check = (node: Rule.Node, source: unknown): void => {
        if (typeof source !== "string") return;
        const message = violation(context.filename, targetOf(source, context.filename), pure);
        if (message !== null) context.report({ node, message });
      };
      const sourceOf = (node: object): unknown => {
        const source: unknown = Reflect.get(node, "source");
        return typeof source === "object" && source !== null ? Reflect.get(source, "value") : undefined;
      };
      return {
        ImportDeclaration: (node) => check(node, node.source.value),
        ExportAllDeclaration: (node) => check(node, node.source.value),
        ExportNamedDeclaration: (node) => check(node, sourceOf(node)),
        ImportExpression: (node) => check(node, node.source.type === "Literal" ? node.source.value : undefined),
        TSImportType: (node: Rule.Node) => check(node, sourceOf(node)),
      };
    },
  };
}

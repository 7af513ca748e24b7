// A Redocly lint plugin (openapi/redocly.yaml) that teaches the linter's `struct` rule the one schema keyword the
// contract adds: ajv-errors' `errorMessage`, which the server's validator reads (server/src/http/validator.ts). It
// only declares the keyword's shape; it must never relax any other keyword, so `struct` still catches the rest.

/** A Redocly node type: the named child types and scalar shapes a node may hold. */
type NodeType = {
  properties: Record<string, unknown>;
  additionalProperties?: unknown;
};

/** ajv-errors takes a message, or a map from keyword (or `properties`, `items`, `_`) to message or deeper map. */
const AjvErrorMessages: NodeType = {
  properties: {},
  additionalProperties: (value: unknown) => (typeof value === "string" ? { type: "string" } : "AjvErrorMessages"),
};

export default function ajvErrorsPlugin() {
  return {
    id: "ictm-ajv-errors",
    typeExtension: {
      oas3(types: Record<string, NodeType>): Record<string, NodeType> {
        const schema = types["Schema"];
        if (!schema) return types;
        const errorMessage = (value: unknown) => (typeof value === "string" ? { type: "string" } : "AjvErrorMessages");
        return {
          ...types,
          AjvErrorMessages,
          Schema: { ...schema, properties: { ...schema.properties, errorMessage } },
        };
      },
    },
  };
}

// Builds the text of openapi/src/operations.ts from the parsed contracts: for each operation, "METHOD /path"
// -> its operationId and `x-ictm-*` flags, and each contract's ProblemKind list. Pure: no files, no network.

const methods = ["get", "put", "post", "delete", "patch"] as const;
export const CALL_FLAGS = ["signIn", "signUp", "activation", "passwordReset", "identity"] as const;
export const IDENTITY_PROVIDERS = ["google", "linkedin"] as const;

export interface OperationEntry {
  readonly key: string;
  readonly operationId: string;
  readonly call?: (typeof CALL_FLAGS)[number];
  readonly identityProvider?: (typeof IDENTITY_PROVIDERS)[number];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const oneOf = <T extends string>(allowed: ReadonlyArray<T>, value: unknown, where: string): T | undefined => {
  if (value === undefined) return undefined;
  const found = allowed.find((item) => item === value);
  if (found === undefined) throw new Error(`${where}: ${String(value)} is not one of ${allowed.join(", ")}`);
  return found;
};

/** Every operation of a contract with its flags, in the contract's order. */
export const operationsOf = (document: unknown): OperationEntry[] => {
  const paths = isRecord(document) && isRecord(document["paths"]) ? document["paths"] : {};
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const method of methods) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const call = oneOf(CALL_FLAGS, operation["x-ictm-call"], `${key} x-ictm-call`);
      const identityProvider = oneOf(IDENTITY_PROVIDERS, operation["x-ictm-identity-provider"], `${key} x-ictm-identity-provider`);
      const operationId = typeof operation["operationId"] === "string" ? operation["operationId"] : key;
      entries.push({ key, operationId, ...(call ? { call } : {}), ...(identityProvider ? { identityProvider } : {}) });
    }
  }
  return entries;
};

/** The contract's ProblemKind enum, in its order. */
export const problemKindsOf = (document: unknown): string[] => {
  const components = isRecord(document) ? document["components"] : undefined;
  const schemas = isRecord(components) ? components["schemas"] : undefined;
  const kind = isRecord(schemas) ? schemas["ProblemKind"] : undefined;
  const values = isRecord(kind) ? kind["enum"] : undefined;
  return Array.isArray(values) ? values.filter((value): value is string => typeof value === "string") : [];
};

const entryText = ({ key, operationId, call, identityProvider }: OperationEntry): string => {
  const fields = [`operationId: ${JSON.stringify(operationId)}`];
  if (call) fields.push(`call: ${JSON.stringify(call)}`);
  if (identityProvider) fields.push(`identityProvider: ${JSON.stringify(identityProvider)}`);
  return `  ${JSON.stringify(key)}: { ${fields.join(", ")} },\n`;
};

const union = (values: ReadonlyArray<string>) => values.map((value) => JSON.stringify(value)).join(" | ");

/** The generated module's text for the named contracts ({ portal, backoffice }); they must list the same ProblemKinds. */
export const operationsModule = (documents: Record<string, unknown>): string => {
  let text =
    `/** Which kind of call an operation is, when it is made without a session (\`x-ictm-call\`). */\n` +
    `export type CallFlag = ${union(CALL_FLAGS)};\n` +
    `/** The identity provider an operation speaks for (\`x-ictm-identity-provider\`). */\n` +
    `export type IdentityProvider = ${union(IDENTITY_PROVIDERS)};\n\n` +
    `export interface OperationFlags {\n` +
    `  readonly operationId: string;\n  readonly call?: CallFlag;\n  readonly identityProvider?: IdentityProvider;\n}\n`;
  const kinds = new Map<string, string[]>();
  for (const [name, document] of Object.entries(documents)) {
    text += `\n/** ${name}.yaml: "METHOD /path" (the path as written in the contract) -> the operation's flags. */\n`;
    text += `export const ${name}Operations: Readonly<Record<string, OperationFlags>> = {\n`;
    text += operationsOf(document).map(entryText).join("");
    text += `};\n`;
    kinds.set(name, problemKindsOf(document));
  }
  const [first, ...others] = [...kinds.entries()];
  const list = first?.[1] ?? [];
  for (const [name, own] of others) {
    if (own.join() !== list.join()) throw new Error(`ProblemKind in ${name}.yaml differs from ${first?.[0] ?? ""}.yaml: keep both lists equal, in the same order`);
  }
  text += `\n/** The ProblemKind enum, the same in every contract (codegen refuses contracts that differ). */\n`;
  text += `export const problemKinds = [\n${list.map((kind) => `  ${JSON.stringify(kind)},\n`).join("")}] as const;\n`;
  return text;
};

// `${run}`, `${env.NAME}` (or `${env.NAME:-default}`) and `${saved.NAME}` in a scenario's strings, replaced
// everywhere in a step's inputs (objects and lists too) before it runs.
export interface Bindings {
  readonly run: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly saved: Record<string, string>;
}

const PLACEHOLDER = /\$\{([a-z]+)(?:\.([A-Za-z0-9_]+))?(?::-([^}]*))?\}/g;

const expandText = (text: string, bindings: Bindings): string =>
  text.replace(PLACEHOLDER, (whole, kind: string, name: string | undefined, fallback: string | undefined) => {
    if (kind === "run" && name === undefined) return bindings.run;
    if (kind === "env" && name !== undefined) {
      const value = bindings.env[name];
      if (value !== undefined && value !== "") return value;
      if (fallback !== undefined) return fallback;
      throw new Error(`${whole} is not set in the environment.`);
    }
    if (kind === "saved" && name !== undefined) {
      const value = bindings.saved[name];
      if (value === undefined) throw new Error(`${whole}: no earlier step saved "${name}".`);
      return value;
    }
    throw new Error(`${whole} is no placeholder a scenario knows (\${run}, \${env.NAME}, \${saved.NAME}).`);
  });

export function expand<T>(value: T, bindings: Bindings): T;
export function expand(value: unknown, bindings: Bindings): unknown {
  if (typeof value === "string") return expandText(value, bindings);
  if (Array.isArray(value)) return value.map((item) => expand(item, bindings));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expand(item, bindings)]));
  return value;
}

// Recognises PostgreSQL errors by their SQLSTATE code, whichever driver raised them and however drizzle wrapped
// them (DrizzleQueryError keeps the driver's error as `cause`).

export interface PostgresFailure {
  code: string;
  constraint: string | null;
}

/** The PostgreSQL failure inside an error, or null when the error is not one. */
export function postgresFailure(error: unknown): PostgresFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code: unknown = Reflect.get(current, "code");
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint: unknown = Reflect.get(current, "constraint");
      return { code, constraint: typeof constraint === "string" ? constraint : null };
    }
    current = current.cause;
  }
  return null;
}

/** True when the error is a unique violation, of the named constraint when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const failure = postgresFailure(error);
  if (failure === null || failure.code !== "23505") return false;
  return constraint === undefined || failure.constraint === constraint;
}

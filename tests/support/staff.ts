// Back-office staff for tests that start from an empty database: a staff member with the given roles, inserted as
// the demo seed inserts them, signed in over the API. And how to call any operation of a contract without its
// session: a path the contract takes, and whether the contract's validation may answer before authentication.
import { randomUUID } from "node:crypto";
import type { StaffRole } from "@ictm/core/domain";
import type { ContractOperation } from "@ictm/server/contract/load.ts";
import { staff } from "@ictm/server/db/schema.ts";
import { hashPassword } from "@ictm/server/members/passwords.ts";
import { signInStaffMember, testPassword, uniqueEmail } from "./api.ts";
import type { TestServer } from "./server.ts";

export interface TestStaff {
  key: string;
  email: string;
  /** A staff token, sent as `Authorization: Bearer`. */
  token: string;
}

export async function addStaffMember(server: TestServer, roles: StaffRole[], name = "Test Staff"): Promise<TestStaff> {
  const key = randomUUID();
  const email = uniqueEmail(roles[0] ?? "staff");
  await server.portal.db.orm.insert(staff).values({ id: key, email, name, roles, passwordHash: await hashPassword(testPassword), createdAt: new Date() });
  return { key, email, token: await signInStaffMember(server, email, testPassword) };
}

const field = (schema: unknown, name: string): unknown => (typeof schema === "object" && schema !== null ? Reflect.get(schema, name) : undefined);

/**
 * The operation's path with each parameter filled (the first of its enum, else `key`, which should pass both a UUID
 * and a lower-case pattern), and whether a request without a body or parameters may be refused (400) before it is
 * authenticated: when it has a body or a required query or header parameter.
 */
export function callShapeOf(operation: ContractOperation, key: string): { path: string; validatedFirst: boolean } {
  const path = operation.url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const choices = field(field(field(operation.schema.params, "properties"), name), "enum");
    return Array.isArray(choices) && typeof choices[0] === "string" ? choices[0] : key;
  });
  const requiresSome = (schema: unknown) => {
    const required = field(schema, "required");
    return Array.isArray(required) && required.length > 0;
  };
  const validatedFirst = operation.schema.body !== undefined || requiresSome(operation.schema.querystring) || requiresSome(operation.schema.headers);
  return { path, validatedFirst };
}

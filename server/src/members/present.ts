// Members as the portal contract shows them. Only these functions turn a row into an answer, so a password hash
// or a token can never leak into one by accident.
import type { components } from "@ictm/openapi/portal.ts";
import type { MemberRow } from "../db/schema.ts";

export type MemberView = components["schemas"]["Member"];

export function presentMember(row: MemberRow): MemberView {
  return {
    key: row.id,
    email: row.email,
    name: row.name,
    accountType: row.accountType,
    profilePicture: row.profilePicture,
  };
}

// Tagged errors of expat permit applications: every refusal of an application's transitions, by its kind.
// Text defaults come from the catalogue only; the server's words win when it sends them.
import { Schema } from "effect";
import { MESSAGES } from "./catalogue.ts";
import { silent, text } from "./general.ts";

/** The problem kinds an application's transitions (and the staff's archive toggle) refuse with ("permit-missing" is a plain not-found). */
export const PERMIT_REFUSALS = [
  "permit-read-only",
  "permit-already-submitted",
  "permit-archived",
  "edit-control-not-given",
  "permit-not-archivable",
  "application-not-approved",
] as const;
export type PermitRefusalKind = (typeof PERMIT_REFUSALS)[number];

export const isPermitRefusalKind = (kind: string | null): kind is PermitRefusalKind =>
  PERMIT_REFUSALS.some((refusal) => refusal === kind);

/** The application is not in a state that allows this (read-only, submitted, archived, ...); `kind` says which. */
export class PermitRefused extends Schema.TaggedError<PermitRefused>()("PermitRefused", {
  message: text(MESSAGES.permitReadOnly),
  kind: Schema.Literals(PERMIT_REFUSALS),
  silent,
}) {}

// Tagged errors of signing in through an identity provider (Google, LinkedIn). Text defaults come from the
// catalogue only.
import { Schema } from "effect";
import { MESSAGES } from "./catalogue.ts";
import { silent, text } from "./general.ts";

/** Google or LinkedIn did not vouch for the identity (bad, expired or unverified token). */
export class IdentityNotVerified extends Schema.TaggedError<IdentityNotVerified>()("IdentityNotVerified", {
  message: text(MESSAGES.identityNotVerified),
  silent,
}) {}

/** A verified identity signed in, but no account of that kind has its e-mail: sign up first. */
export class NoAccountForIdentity extends Schema.TaggedError<NoAccountForIdentity>()("NoAccountForIdentity", {
  message: text(MESSAGES.noAccountForIdentity),
  silent,
}) {}

/** The provider could not be reached, or this portal does not offer it. */
export class IdentityProviderUnavailable extends Schema.TaggedError<IdentityProviderUnavailable>()("IdentityProviderUnavailable", {
  message: text(MESSAGES.identityProviderUnreachable),
  silent,
}) {}

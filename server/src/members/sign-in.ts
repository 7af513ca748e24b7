// Use cases: a member signs in with e-mail and password at the door of their account type, and signs out.
// Wrong password, unknown account, a member of the other type and a member without a password (joined through
// Google or LinkedIn) all answer the same text after the same scrypt work; attempts are limited per e-mail and
// per client address.
import type { Tx } from "../db/connect.ts";
import type { AccountType, MemberRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { memberActor, memberStream, type SignInMethod } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { refuseKind, unauthorized } from "../http/problem.ts";
import { limitEmailAttempt } from "../rate-limit/limit.ts";
import type { Services } from "../services.ts";
import { checkPassword } from "./passwords.ts";
import { presentMember, type MemberView } from "./present.ts";
import { openSession, revokeSession, type MemberSession } from "./sessions.ts";
import { findMemberByEmail, lockMember, normaliseEmail } from "./store.ts";

export interface EmailSignIn {
  email: string;
  password: string;
  clientAddress: string;
}

export interface SignedIn {
  accessToken: string;
  member: MemberRow;
}

export async function signInTalent(services: Services, input: EmailSignIn): Promise<{ accessToken: string; member: MemberView }> {
  const { accessToken, member } = await signInWithPassword(services, input, "Talent");
  return { accessToken, member: presentMember(member) };
}

/** Signs in a member of the given account type; the other type's accounts are as unknown here as a stranger. */
export async function signInWithPassword(services: Services, input: EmailSignIn, accountType: AccountType): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
  const limit = services.config.limits.signIn;
  await limitEmailAttempt(services, { kind: "sign-in", limit, email, clientAddress: input.clientAddress }, "too-many-sign-ins");

  const found = await checkPassword(await findMemberByEmail(services.orm, email), input.password);
  if (!found || found.accountType !== accountType) throw refuseKind("login-incorrect");
  if (!found.activatedAt) throw refuseKind("activation-required");

  return transact(services.orm, async (tx) => {
    const member = await lockMember(tx, found.id);
    if (!member) throw refuseKind("login-incorrect");
    return startSession(tx, services, member, "email");
  });
}

/** Opens a session for a member whose identity is proven, recording how; inside the caller's transaction. */
export async function startSession(tx: Tx, services: Services, member: MemberRow, method: SignInMethod): Promise<SignedIn> {
  const now = services.clock.now();
  const accessToken = await openSession(tx, member.id, now);
  await recordEvents(tx, memberStream(member.id), [{ type: "v1.MemberSignedIn", payload: { method } }], { actor: memberActor(member.id), at: now });
  return { accessToken, member };
}

export async function signOutMember(services: Services, session: MemberSession): Promise<{ signedOut: true }> {
  const now = services.clock.now();
  const memberId = session.member.id;
  await transact(services.orm, async (tx) => {
    await lockMember(tx, memberId);
    // A sign-out racing another on the same token finds it revoked: that caller is no longer signed in.
    if (!(await revokeSession(tx, session.tokenHash, now))) throw unauthorized();
    await recordEvents(tx, memberStream(memberId), [{ type: "v1.MemberSignedOut", payload: {} }], { actor: memberActor(memberId), at: now });
  });
  return { signedOut: true };
}

// How a sign-in answer becomes the session the log records: shared by signIn, signUpTalent and registerBusiness.
// Pure: it may not call the API or append; the account type is the call's, not a guess from the answer.
import type { AccountType, Business, BusinessSummary, Member, SignedInSession, SignUpOutcome } from "../model.ts";

/** The parts of SignInResult / BusinessSignInResult a session needs. */
export interface SignInAnswer {
  readonly accessToken: string;
  readonly member: Member;
  readonly business?: Business;
}

export const businessSummaryOf = (business: Business): BusinessSummary => ({
  key: business.key,
  businessName: business.businessName,
  logo: business.logo,
});

export const signedInSession = (accountType: AccountType, answer: SignInAnswer): SignedInSession => ({
  token: answer.accessToken,
  member: answer.member,
  accountType,
  profilePicture: answer.member.profilePicture,
  business: answer.business === undefined ? null : businessSummaryOf(answer.business),
});

export const signedUpAndIn = (session: SignedInSession): SignUpOutcome => ({
  signedIn: true,
  member: session.member,
  activationRequired: false,
  session,
});

export const waitingForActivation = (member: Member, activationRequired: boolean): SignUpOutcome => ({
  signedIn: false,
  member,
  activationRequired,
  session: null,
});

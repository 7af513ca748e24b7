// A Talent's whole profile as the contract shows it to the Talent: only this function turns the rows into that
// answer, so nothing else of the member (a password hash, a token) can reach it.
import type { components } from "@ictm/openapi/portal.ts";
import type { MemberRow, TalentProfileRow } from "../db/schema.ts";
import type { ContactDetailsView } from "./contact-store.ts";
import type { BlockedBusinessView } from "./store.ts";

export type TalentProfileView = components["schemas"]["TalentProfile"];

export interface TalentProfileParts {
  member: MemberRow;
  profile: TalentProfileRow;
  contactDetails: ContactDetailsView;
  blockedBusinesses: BlockedBusinessView[];
}

export function presentTalentProfile({ member, profile, contactDetails, blockedBusinesses }: TalentProfileParts): TalentProfileView {
  return {
    key: member.id,
    email: member.email,
    name: member.name,
    profilePicture: member.profilePicture,
    activatedAt: member.activatedAt?.toISOString() ?? null,
    createdAt: member.createdAt.toISOString(),
    details: {
      name: member.name,
      headline: profile.headline,
      summary: profile.summary,
      district: profile.district,
      nationality: profile.nationality,
      availability: profile.availability,
      yearsOfExperience: profile.yearsOfExperience,
    },
    resume: { ...profile.resume, skills: profile.skills },
    contactDetails,
    privacySettings: {
      profileVisibility: profile.profileVisibility,
      showContactDetails: profile.showContactDetails,
      showResume: profile.showResume,
      blockedBusinessKeys: blockedBusinesses.map((business) => business.key),
    },
    blockedBusinesses,
  };
}

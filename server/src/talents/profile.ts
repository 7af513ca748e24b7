// Use cases: a Talent reads the whole own profile and changes its details, resume or privacy settings. Each
// change locks the member, writes, appends its event in the same transaction and answers the profile as stored.
import { eq } from "drizzle-orm";
import type { components } from "@ictm/openapi/portal.ts";
import type { Queryable, Tx } from "../db/connect.ts";
import { countries, members, type MemberRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { memberActor, memberStream, type MemberEvent } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { messages, validationFailed } from "../http/problem.ts";
import { lockMember } from "../members/store.ts";
import type { Services } from "../services.ts";
import { findContactDetails, presentContactDetails } from "./contact-store.ts";
import { presentTalentProfile, type TalentProfileView } from "./present.ts";
import { defaultTalentProfile, ensureTalentProfile, existingBusinessIds, findTalentProfile, listBlockedBusinesses, replaceBlockedBusinesses, updateTalentProfile, type TalentProfileChange } from "./store.ts";

type Schemas = components["schemas"];

export async function readTalentProfile(db: Queryable, member: MemberRow, now: Date): Promise<TalentProfileView> {
  const profile = (await findTalentProfile(db, member.id)) ?? defaultTalentProfile(member.id, now);
  const contactDetails = presentContactDetails(await findContactDetails(db, member.id));
  return presentTalentProfile({ member, profile, contactDetails, blockedBusinesses: await listBlockedBusinesses(db, member.id) });
}

export async function updateTalentDetails(services: Services, memberId: string, details: Schemas["TalentProfileDetails"]): Promise<TalentProfileView> {
  const { name, summary, ...rest } = details;
  if (details.nationality !== null && !(await isCountry(services.orm, details.nationality))) {
    throw validationFailed({ nationality: [messages.unknownCountry] });
  }
  return changeProfile(services, memberId, { ...rest, summary }, async (tx) => {
    await tx.update(members).set({ name: name.trim() }).where(eq(members.id, memberId));
    return { type: "v2.TalentProfileDetailsChanged", payload: { ...rest, name: name.trim(), summary } };
  });
}

export async function updateTalentResume(services: Services, memberId: string, resume: Schemas["TalentResumeDetails"]): Promise<TalentProfileView> {
  const { skills, education, workExperience, certifications, languages } = resume;
  const change = { skills: skills.map((skill) => skill.trim()), resume: { education, workExperience, certifications, languages } };
  return changeProfile(services, memberId, change, async () => ({
    type: "v2.TalentResumeChanged",
    payload: { skills: change.skills, education, workExperience, certifications, languages },
  }));
}

export async function updatePrivacySettings(services: Services, memberId: string, settings: Schemas["PrivacySettings"]): Promise<TalentProfileView> {
  const { blockedBusinessKeys, ...columns } = settings;
  const known = await existingBusinessIds(services.orm, blockedBusinessKeys);
  if (blockedBusinessKeys.some((key) => !known.has(key))) throw validationFailed({ blockedBusinessKeys: [messages.unknownBusinesses] });
  return changeProfile(services, memberId, columns, async (tx) => {
    await replaceBlockedBusinesses(tx, memberId, blockedBusinessKeys);
    return { type: "v1.PrivacySettingsChanged", payload: settings };
  });
}

/** Locks the member, applies the column change and whatever `more` does, appends the event `more` answers. */
async function changeProfile(services: Services, memberId: string, change: TalentProfileChange, more: (tx: Tx) => Promise<MemberEvent>): Promise<TalentProfileView> {
  const now = services.clock.now();
  return transact(services.orm, async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!member) throw new Error(`The signed-in Talent ${memberId} has no member row`);
    await ensureTalentProfile(tx, memberId, now);
    await updateTalentProfile(tx, memberId, change, now);
    const event = await more(tx);
    await recordEvents(tx, memberStream(memberId), [event], { actor: memberActor(memberId), at: now });
    const [stored] = await tx.select().from(members).where(eq(members.id, memberId));
    return readTalentProfile(tx, stored ?? member, now);
  });
}

async function isCountry(db: Queryable, key: string): Promise<boolean> {
  const [row] = await db.select({ key: countries.key }).from(countries).where(eq(countries.key, key)).limit(1);
  return row !== undefined;
}

// The portal's Business operations on its own pages: profile and logo (verification is in verification/routes.ts,
// vacancies and ICT projects in listings/routes.ts). A Talent on a Business-only call is refused (403).
import { BusinessProfileForm } from "@ictm/core/domain";
import { withForm } from "../contract/form.ts";
import { requireBusinessOfMember } from "./store.ts";
import { requireAccount } from "../members/authenticate.ts";
import type { MemberSession } from "../members/sessions.ts";
import type { PortalHandlers } from "../members/routes.ts";
import type { Services } from "../services.ts";
import { uploadBusinessLogo } from "./logo.ts";
import { readBusinessProfile, updateBusinessProfile } from "./profile.ts";

type BusinessPageOperations =
  | "getBusinessProfile"
  | "updateBusinessProfile"
  | "uploadBusinessLogo";

export function businessPageHandlers(services: Services): PortalHandlers<BusinessPageOperations> {
  /** The signed-in Business member and its business; a Talent is refused before anything is read. */
  const own = async (session: MemberSession | null) => {
    const { member } = requireAccount(session, "Business");
    return { member, business: await requireBusinessOfMember(services.orm, member.id) };
  };
  return {
    getBusinessProfile: async ({ session }) => {
      const { member, business } = await own(session);
      return { status: 200, body: { data: await readBusinessProfile(services.orm, member, business) } };
    },
    updateBusinessProfile: withForm(
      () => BusinessProfileForm,
      async ({ session, body }) => {
        const { member, business } = await own(session);
        return { status: 200, body: { data: await updateBusinessProfile(services, member, business.id, body) } };
      },
    ),
    uploadBusinessLogo: async ({ session, request }) => ({ status: 200, body: { data: await uploadBusinessLogo(services, (await own(session)).business, request) } }),
  };
}

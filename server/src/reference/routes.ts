// The portal's public calls that read no member's record: reference data, and stored files (for whoever may
// see them; the file call identifies its caller itself, as it also accepts the session cookie and staff tokens).
import { identifyViewer } from "../files/viewer.ts";
import { serveFile } from "../files/serve.ts";
import type { PortalHandlers } from "../members/routes.ts";
import type { Services } from "../services.ts";
import { listCountries, readCommonData } from "./store.ts";

export function portalHandlers(services: Services): PortalHandlers<"listCountries" | "getCommonData" | "getFile"> {
  return {
    listCountries: async ({ reply }) => {
      reply.header("cache-control", "public, max-age=3600");
      return { status: 200, body: { data: await listCountries(services.orm) } };
    },
    getCommonData: async ({ reply }) => {
      reply.header("cache-control", "public, max-age=3600");
      return { status: 200, body: { data: await readCommonData(services.orm) } };
    },
    getFile: async ({ params, session, request, reply }) => {
      const viewer = await identifyViewer(services, request, session);
      return { status: 200, body: await serveFile(services, params.fileId, viewer, reply) };
    },
  };
}

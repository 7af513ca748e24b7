// The listings' back-office operations (tag `listings`): the approved and archived lists and their CSV exports
// (any staff member), the archive toggle (officers and administrators: core decides) and the archived panel's
// read. Thin: read the words and the page, authenticate, call the use case, set the file's headers.
import { CSV_MEDIA_TYPE, LISTING_PAGE_SIZE, pageRequest, type ListingKind } from "@ictm/core/domain";
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { FastifyReply } from "fastify";
import type { Readable } from "node:stream";
import type { Handlers } from "../contract/bind.ts";
import { tagVersion } from "../http/if-match.ts";
import type { Services } from "../services.ts";
import { requireStaff } from "../staff/authenticate.ts";
import type { StaffSession } from "../staff/store.ts";
import { setArchivedInBulk } from "./archive-batch.ts";
import { readArchivedApplication } from "./archived-read.ts";
import { exportApplications, listApplications } from "./listings.ts";
import { toggleApplicationArchive } from "./toggle.ts";
import { listingFilter } from "./words.ts";

export type ListingOperations =
  | "listApprovedApplications"
  | "listArchivedApplications"
  | "exportApprovedApplications"
  | "exportArchivedApplications"
  | "toggleArchive"
  | "setArchivedInBulk"
  | "getArchivedApplication";

type ListingHandlers = Pick<Handlers<operations, StaffSession>, ListingOperations>;
type FilterQuery = Parameters<typeof listingFilter>[0];
type ListQuery = FilterQuery & { pageNumber?: number; pageSize?: number };

export function archiveListingHandlers(services: Services): ListingHandlers {
  const db = services.orm;
  const list = (kind: ListingKind) => async ({ session, query }: { session: StaffSession | null; query: ListQuery }) => {
    requireStaff(session);
    const page = pageRequest(query.pageNumber, query.pageSize, LISTING_PAGE_SIZE);
    return { status: 200 as const, body: { data: await listApplications(db, kind, listingFilter(query), page) } };
  };
  const exported = (kind: ListingKind) => async ({ session, query, reply }: { session: StaffSession | null; query: FilterQuery; reply: FastifyReply }) => {
    requireStaff(session);
    const file = exportApplications(db, kind, listingFilter(query), services.clock.now());
    reply.header("Content-Type", CSV_MEDIA_TYPE).header("Content-Disposition", `attachment; filename="${file.fileName}"`).header("Cache-Control", "no-store");
    return { status: 200 as const, body: file.body satisfies Readable };
  };
  return {
    listApprovedApplications: list("approved"),
    listArchivedApplications: list("archived"),
    exportApprovedApplications: exported("approved"),
    exportArchivedApplications: exported("archived"),
    toggleArchive: async ({ session, params, query, request, reply }) => {
      const listed = await toggleApplicationArchive(services, requireStaff(session), params.id, request, query.archived);
      tagVersion(reply, listed.version);
      return { status: 200, body: { data: listed } };
    },
    setArchivedInBulk: async ({ session, body }) => {
      const results = await setArchivedInBulk(services, requireStaff(session), body.applicationIds, body.archived);
      return { status: 200, body: { data: { results } } };
    },
    getArchivedApplication: async ({ session, params, reply }) => {
      const application = await readArchivedApplication(services, requireStaff(session), params.workflowId, params.id);
      tagVersion(reply, application.applicationRecord.application.version);
      return { status: 200, body: { data: application } };
    },
  };
}

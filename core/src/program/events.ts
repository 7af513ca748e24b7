// Request bookkeeping, on the activity channel (not the domain log): a query started, a command or query failed.
// Stores read them for their load status; the toasts show a failure unless it is silent.
import { Schema } from "effect";
import { defineEvent } from "../events/define-event.ts";

export const bookkeepingEvents = [
  /** A query began; the store it feeds shows "loading" until it is loaded or fails. */
  defineEvent("v1.QueryStarted", Schema.Struct({ query: Schema.String })),
  /** `command` is the program's name ("commands.signIn", "queries.loadTalentProfile"). */
  defineEvent(
    "v1.CommandFailed",
    Schema.Struct({ command: Schema.String, error: Schema.String, message: Schema.String, silent: Schema.Boolean }),
  ),
] as const;

/** The name each query reports under, so its store can follow its status. */
export const QUERIES = {
  talentProfile: "queries.loadTalentProfile",
  workflows: "queries.loadWorkflows",
  commonData: "queries.loadCommonData",
  businessProfile: "queries.loadBusinessProfile",
  ownJobVacancies: "queries.loadOwnJobVacancies",
  businessJobVacancies: "queries.loadBusinessJobVacancies",
  jobVacancy: "queries.loadJobVacancy",
  ownIctProjects: "queries.loadOwnIctProjects",
  savedJobs: "queries.loadSavedJobs",
  businessVerifications: "queries.loadBusinessVerifications",
  eventChain: "queries.verifyEventChain",
  searchTalents: "queries.searchTalents",
  searchBusinesses: "queries.searchBusinesses",
  searchJobVacancies: "queries.searchJobVacancies",
  searchIctProjects: "queries.searchIctProjects",
} as const;

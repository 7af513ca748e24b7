// What the listing stores hold, folded from the kept events with the stores' own reducers: the toggle reads the
// version of the row it archives (its If-Match) and which listings to read again when that version was stale.
// Not a command: it reads the log, never the API.
import { Effect } from "effect";
import type { ClientEvent } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";
import type { ListingKind } from "./archive-rules.ts";
import { initialListingState, listingReducer, type ListingState } from "./listing-stores.ts";

export type KnownListings = { readonly [K in ListingKind]: ListingState };

const approved = listingReducer("approved");
const archived = listingReducer("archived");

export const knownListings = (events: ReadonlyArray<ClientEvent>): KnownListings => {
  let known: KnownListings = { approved: initialListingState, archived: initialListingState };
  for (const event of events) known = { approved: approved(known.approved, event), archived: archived(known.archived, event) };
  return known;
};

/** The listings' knowledge now. */
export const knownListingsNow = EventLog.use((log) => Effect.succeed(knownListings(log.snapshot())));

/** The version of the application as a listing's page shows it; undefined when no page shows it. */
export const listedVersionOf = (known: KnownListings, applicationId: string): number | undefined =>
  (known.approved.page?.items.find((item) => item.id === applicationId) ?? known.archived.page?.items.find((item) => item.id === applicationId))?.version;

/** The listings whose page shows the application. */
export const listingsShowing = (known: KnownListings, applicationId: string): ReadonlyArray<ListingKind> =>
  (["approved", "archived"] as const).filter((kind) => known[kind].page?.items.some((item) => item.id === applicationId) === true);

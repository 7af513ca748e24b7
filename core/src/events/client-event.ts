// The client's events, assembled from each area's definitions (<area>/events.ts) into two channels:
// the domain log (facts in the past tense) and the activity channel (request bookkeeping and toasts).
// An area adds an event in its own events.ts; a new area adds its group to one list below, nothing else.
import { Schema } from "effect";
import { accountEvents } from "../accounts/events.ts";
import { listingClientEvents } from "../archive/client-events.ts";
import { auditEvents } from "../audit/events.ts";
import { boardClientEvents } from "../board/client-events.ts";
import { businessEvents } from "../businesses/events.ts";
import { courseClientEvents } from "../courses/events.ts";
import { decisionClientEvents } from "../decisions/client-events.ts";
import { jobApplicationClientEvents } from "../jobs/events.ts";
import { listingEvents } from "../listings/events.ts";
import { permitClientEvents } from "../permits/client-events.ts";
import { bookkeepingEvents } from "../program/events.ts";
import { referenceDataEvents } from "../reference-data/events.ts";
import { searchEvents } from "../search/events.ts";
import { signatureClientEvents } from "../signatures/client-events.ts";
import { staffEvents } from "../staff/events.ts";
import { statisticsClientEvents } from "../statistics/client-events.ts";
import { talentEvents } from "../talents/events.ts";
import { toastEvents } from "../toasts/events.ts";
import { verificationEvents } from "../verification/client-events.ts";
import { workflowEvents } from "../workflows/events.ts";
import { typesOf, type EventOfDefinition, type Unstamped } from "./define-event.ts";

export type { SavedSessionPayload, SignInMethod } from "../accounts/events.ts";
export type { TalentProfileSection } from "../talents/events.ts";
export { QUERIES } from "../program/events.ts";

const DOMAIN_EVENTS = [
  ...accountEvents,
  ...talentEvents,
  ...businessEvents,
  ...verificationEvents,
  ...listingEvents,
  ...courseClientEvents,
  ...jobApplicationClientEvents,
  ...permitClientEvents,
  ...boardClientEvents,
  ...decisionClientEvents,
  ...signatureClientEvents,
  ...listingClientEvents,
  ...statisticsClientEvents,
  ...searchEvents,
  ...staffEvents,
  ...referenceDataEvents,
  ...workflowEvents,
  ...auditEvents,
] as const;

const ACTIVITY_EVENTS = [...bookkeepingEvents, ...toastEvents] as const;

/** One domain event as it sits in the log: `seq` is its 1-based position in the log, `at` an ISO-8601 instant. */
export type ClientEvent = EventOfDefinition<(typeof DOMAIN_EVENTS)[number]>;
export type ClientEventType = ClientEvent["type"];
export type EventOf<T extends ClientEventType> = Extract<ClientEvent, { readonly type: T }>;
export type PayloadOf<T extends ClientEventType> = EventOf<T>["payload"];
/** What a command hands to the log; the log stamps `seq` and `at`. */
export type NewClientEvent = Unstamped<ClientEvent>;

/** One bookkeeping or toast event, numbered in its own channel. */
export type ActivityEvent = EventOfDefinition<(typeof ACTIVITY_EVENTS)[number]>;
export type ActivityEventType = ActivityEvent["type"];
export type NewActivityEvent = Unstamped<ActivityEvent>;

/** Either channel's event: what the stores fold. */
export type StoreEvent = ClientEvent | ActivityEvent;
export type NewStoreEvent = NewClientEvent | NewActivityEvent;

export const ClientEventSchema = Schema.Union(DOMAIN_EVENTS.map((definition) => definition.schema));
export const ActivityEventSchema = Schema.Union(ACTIVITY_EVENTS.map((definition) => definition.schema));

export type Channel = "domain" | "activity";

const ACTIVITY_TYPES = typesOf(ACTIVITY_EVENTS);

/** Which channel an event travels on, from its wire name. */
export const channelOf = (event: { readonly type: string }): Channel => (ACTIVITY_TYPES.has(event.type) ? "activity" : "domain");

export const isActivityEvent = <E extends NewStoreEvent>(event: E): event is Extract<E, NewActivityEvent> =>
  ACTIVITY_TYPES.has(event.type);

export const isDomainEvent = <E extends NewStoreEvent>(event: E): event is Exclude<E, NewActivityEvent> =>
  !ACTIVITY_TYPES.has(event.type);

// A Talent's registration for a training course as an aggregate: its state folded from its facts
// (registration-events.ts) and the pure deciders the server refuses with and the UIs decide what to offer with.
// Never reads a clock, a table or the network.
//
// The product's rules, written once here (the contract's descriptions say the same):
// - a Talent registers for a published course (`course-not-open`), once while a registration is live: enrolled or
//   with a withdrawal asked for (`already-registered`); after an approved withdrawal they may register again;
// - withdrawing is a request (`withdrawal-requested`) the course's Business decides; asked twice is
//   `withdrawal-already-requested`, on an ended registration `registration-ended`; an unpublished course's
//   registrations may still be withdrawn from;
// - the Business approves (the registration ends: `withdrawn`) or declines (the Talent stays `enrolled`) a pending
//   request only (`no-withdrawal-request`);
// - the registrants listing's `isWithdrawn` false shows enrolled and withdrawal-requested (not withdrawn yet), true
//   shows withdrawn.
import type { CourseRegistrationEvent } from "./registration-events.ts";

export const REGISTRATION_STATUSES = ["enrolled", "withdrawal-requested", "withdrawn"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REGISTRATION_STATUS_LABELS: { readonly [S in RegistrationStatus]: string } = {
  enrolled: "Enrolled",
  "withdrawal-requested": "Withdrawal requested",
  withdrawn: "Withdrawn",
};

/** The statuses the registrants listing shows for its `isWithdrawn` switch. */
export const statusesOf = (isWithdrawn: boolean): ReadonlyArray<RegistrationStatus> =>
  isWithdrawn ? ["withdrawn"] : ["enrolled", "withdrawal-requested"];

/** A live registration holds the Talent's place: a second one for the same course is refused. */
export const isLiveRegistration = (status: RegistrationStatus): boolean => status !== "withdrawn";

export type RegistrationState =
  | { readonly status: "none" }
  | { readonly status: RegistrationStatus; readonly courseKey: string; readonly talentKey: string };

export const initialRegistrationState: RegistrationState = { status: "none" };

/** One fact applied. Facts are history: they are applied as they are, even one a decider would not emit today. */
export const evolveRegistration = (state: RegistrationState, event: CourseRegistrationEvent): RegistrationState => {
  if (event.type === "v1.CourseRegistered") return { status: "enrolled", courseKey: event.payload.courseKey, talentKey: event.payload.talentKey };
  if (state.status === "none") return state;
  switch (event.type) {
    case "v1.CourseWithdrawalRequested":
      return { ...state, status: "withdrawal-requested" };
    case "v1.CourseWithdrawalApproved":
      return { ...state, status: "withdrawn" };
    case "v1.CourseWithdrawalDeclined":
      return { ...state, status: "enrolled" };
  }
};

export const foldRegistration = (events: Iterable<CourseRegistrationEvent>): RegistrationState => {
  let state: RegistrationState = initialRegistrationState;
  for (const event of events) state = evolveRegistration(state, event);
  return state;
};

export const REGISTRATION_MESSAGES = {
  "course-not-open": "This course is not open for registration.",
  "already-registered": "You are already registered for this course.",
  "withdrawal-already-requested": "You have already asked to withdraw from this course.",
  "registration-ended": "This registration has ended.",
  "no-withdrawal-request": "There is no withdrawal request to decide.",
  "registration-missing": "We could not find this registration.",
} as const;

export type RegistrationRefusal = keyof typeof REGISTRATION_MESSAGES;
export type RegistrationVerdict =
  | { readonly ok: true; readonly events: ReadonlyArray<CourseRegistrationEvent> }
  | { readonly ok: false; readonly refusal: RegistrationRefusal };

const refuse = (refusal: RegistrationRefusal): RegistrationVerdict => ({ ok: false, refusal });

export interface RegistrationRequest {
  readonly courseKey: string;
  readonly talentKey: string;
  /** The course is published now. */
  readonly coursePublished: boolean;
  /** The Talent has a live registration for this course already. */
  readonly alreadyRegistered: boolean;
  readonly by: string;
}

/** A new registration (a new stream): for a published course the Talent is not registered for yet. */
export const decideCourseRegistration = (request: RegistrationRequest): RegistrationVerdict => {
  if (request.alreadyRegistered) return refuse("already-registered");
  if (!request.coursePublished) return refuse("course-not-open");
  const { courseKey, talentKey, by } = request;
  return { ok: true, events: [{ type: "v1.CourseRegistered", payload: { courseKey, talentKey, by } }] };
};

/** The Talent asks to withdraw. */
export const decideWithdrawalRequest = (state: RegistrationState, by: string): RegistrationVerdict => {
  switch (state.status) {
    case "none":
      return refuse("registration-missing");
    case "enrolled":
      return { ok: true, events: [{ type: "v1.CourseWithdrawalRequested", payload: { by } }] };
    case "withdrawal-requested":
      return refuse("withdrawal-already-requested");
    case "withdrawn":
      return refuse("registration-ended");
  }
};

/** The course's Business decides a pending withdrawal: approved ends the registration, declined keeps it. */
export const decideWithdrawal = (state: RegistrationState, decision: "approved" | "declined", by: string): RegistrationVerdict => {
  if (state.status === "none") return refuse("registration-missing");
  if (state.status !== "withdrawal-requested") return refuse("no-withdrawal-request");
  return {
    ok: true,
    events: [decision === "approved" ? { type: "v1.CourseWithdrawalApproved", payload: { by } } : { type: "v1.CourseWithdrawalDeclined", payload: { by } }],
  };
};

/** What the Talent may do with a registration now (the UIs offer only this). */
export const mayRequestWithdrawal = (status: RegistrationStatus): boolean => status === "enrolled";
/** What the Business may do with a registrant now. */
export const mayDecideWithdrawal = (status: RegistrationStatus): boolean => status === "withdrawal-requested";

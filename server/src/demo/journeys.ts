// When the generated applications' facts happen: each one drafted, submitted on a working day in working hours
// (Brunei time), then moved step by step along the workflow by staff, each step taking a while in working days,
// sometimes sent back a step, most approved in the end and some of those archived; the rest stop at some step
// (still in progress). Planned in "working position": whole numbers count the working days of the calendar, the
// fraction is the part of that day's working hours (08:00 to 16:30) gone, so every planned instant falls in
// working hours and later positions are later instants. Which day works is core's rule (calendarRows). Pure.
import { calendarRows, dayNumberOf, type CalendarRow } from "@ictm/core/domain";
import type { Random } from "./population/random.ts";

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
/** Working hours of the civil service, Brunei time, from the day's start. */
const OPENS = 8 * HOUR;
const HOURS = 8.5 * HOUR;

/** Working positions and instants over core's working calendar for the given public holidays. */
export interface WorkingHours {
  /** The instant of a working position (whole: the working day; fraction: the part of its working hours). */
  at(position: number): Date;
  /** The working position of an instant (the start of the next working hours when it falls outside them). */
  positionOf(instant: Date): number;
}

export function workingHours(holidays: ReadonlySet<string>): WorkingHours {
  const rows = calendarRows(holidays);
  const working = rows.filter((row) => row.working);
  const first = rows[0] as CalendarRow;
  const at = (position: number): Date => {
    const index = Math.min(working.length - 1, Math.max(0, Math.floor(position)));
    const day = working[index] as CalendarRow;
    const fraction = Math.min(Math.max(position - index, 0), 1);
    return new Date(day.startsAt.getTime() + OPENS + fraction * HOURS);
  };
  const positionOf = (instant: Date): number => {
    const row = rows[Math.min(rows.length - 1, Math.max(0, dayNumberOf(instant) - first.dayNumber))] ?? first;
    if (!row.working) return row.before;
    const fraction = (instant.getTime() - row.startsAt.getTime() - OPENS) / HOURS;
    return row.before + Math.min(Math.max(fraction, 0), 0.9999);
  };
  return { at, positionOf };
}

/** A card's move to another step, at an instant. */
export interface PlannedMove {
  readonly to: string;
  readonly at: Date;
}

/** When an application's facts happen. */
export interface Journey {
  /** The Business opened the draft (its files and first sections follow within the hour). */
  readonly startedAt: Date;
  /** Submitted and placed on the board's first step; null: still a draft. */
  readonly submittedAt: Date | null;
  /** The card's moves, in order (back a step now and then). */
  readonly moves: readonly PlannedMove[];
  /** Every expatriate approved: just before the card leaves the persons' step, or while it waits for final approval. */
  readonly personsDecidedAt: Date | null;
  /** Final approval given (just before the move into the last step). */
  readonly finalApprovalAt: Date | null;
  /** Staff archived the approved application. */
  readonly archivedAt: Date | null;
  /** Staff handed the application back to its Business with a comment. */
  readonly editControlGivenAt: Date | null;
}

/** The steps a journey goes along: keys in order, and which step gives the persons' and the final approval. */
export interface JourneySteps {
  readonly keys: readonly string[];
  /** The step whose leaving forward means every person was approved (persons are decided just before). */
  readonly personsStep: string | null;
  /** The step where final approval is given (the move on from it needs it). */
  readonly finalStep: string | null;
}

export type JourneyStage = "draft" | "submitted" | "returned";

/** How the population's journeys go. */
export const JOURNEY_MIX = {
  /** Days back the submissions spread over. */
  spanDays: 365,
  /** Working days back the latest submission is at least (0: up to now). */
  minAgeWorkingDays: 0,
  /** Of submitted applications, those that go on to final approval (given time); the rest stop at some step. */
  approvedShare: 0.6,
  /** Of approved ones, those staff archive some working days later. */
  archivedShare: 0.4,
  /** Each move forward may instead send the card back a step (at most twice per application). */
  backShare: 0.08,
  /** A step takes between these working days, skewed to the short end. */
  dwell: { min: 0.2, max: 8 },
} as const;

export type JourneyMix = { readonly [K in keyof typeof JOURNEY_MIX]: (typeof JOURNEY_MIX)[K] extends number ? number : (typeof JOURNEY_MIX)[K] };

/**
 * Every application approved, none archived (the cli-archive benchmark's population): submitted at least 120
 * working days ago, time enough for the longest journey along the workflow (8 working days a step at most, two
 * steps back), so each reaches the last step with final approval given.
 */
export const APPROVED_MIX: JourneyMix = { ...JOURNEY_MIX, minAgeWorkingDays: 120, approvedShare: 1, archivedShare: 0 };

/** A realistic journey for a generated application of `stage`, all of it before `now`. */
export function planJourney(random: Random, hours: WorkingHours, steps: JourneySteps, stage: JourneyStage, now: Date, mix: JourneyMix = JOURNEY_MIX): Journey {
  const nowPosition = hours.positionOf(now);
  const submitPosition = nowPosition - mix.minAgeWorkingDays - random.next() * (workingDaysIn(mix.spanDays) - mix.minAgeWorkingDays);
  const submittedAt = beforeNow(hours.at(submitPosition), now);
  const startedAt = new Date(submittedAt.getTime() - 2 * HOUR - random.next() * 7 * 24 * HOUR);
  const none = { moves: [], personsDecidedAt: null, finalApprovalAt: null, archivedAt: null, editControlGivenAt: null };
  if (stage === "draft") return { startedAt, submittedAt: null, ...none };

  const last = steps.keys.length - 1;
  const target = stage === "returned" ? random.int(0, Math.min(1, last)) : random.chance(mix.approvedShare) ? last : random.int(0, Math.max(0, last - 1));
  const moves: PlannedMove[] = [];
  let personsDecidedAt: Date | null = null;
  let finalApprovalAt: Date | null = null;
  let position = submitPosition;
  let index = 0;
  let backs = 0;
  while (index < target) {
    const { min, max } = mix.dwell;
    position += min + (max - min) * random.next() ** 2;
    const at = hours.at(position);
    if (at.getTime() > now.getTime()) break;
    const from = steps.keys[index];
    if (index > 0 && backs < 2 && random.chance(mix.backShare)) {
      index -= 1;
      backs += 1;
      moves.push({ to: steps.keys[index] as string, at });
      continue;
    }
    if (from === steps.personsStep && personsDecidedAt === null) personsDecidedAt = new Date(at.getTime() - 10 * MINUTE);
    if (from === steps.finalStep) {
      if (personsDecidedAt === null) personsDecidedAt = new Date(at.getTime() - 10 * MINUTE);
      finalApprovalAt = new Date(at.getTime() - 5 * MINUTE);
    }
    index += 1;
    moves.push({ to: steps.keys[index] as string, at });
  }
  const lastAt = moves.at(-1)?.at ?? submittedAt;
  // A card waiting for final approval has every expatriate approved already, so its letters can be shown.
  if (steps.keys[index] === steps.finalStep && personsDecidedAt === null) personsDecidedAt = laterOf(hours, position + 0.3, lastAt, now);
  let archivedAt: Date | null = null;
  if (index === last && finalApprovalAt !== null && random.chance(mix.archivedShare)) {
    const at = hours.at(position + 0.5 + 20 * random.next());
    archivedAt = at.getTime() <= now.getTime() ? at : null;
  }
  const editControlGivenAt = stage === "returned" ? laterOf(hours, position + 0.1 + random.next(), lastAt, now) : null;
  return { startedAt, submittedAt, moves, personsDecidedAt, finalApprovalAt, archivedAt, editControlGivenAt };
}

/**
 * The demo's journey: submitted `daysAgo` (in working hours), then moved evenly (in working time) until it
 * reaches `target` some while before `now`; a card waiting in the final step has its persons approved, a returned
 * one is handed back after its last move.
 */
export function evenJourney(random: Random, hours: WorkingHours, steps: JourneySteps, input: { stage: JourneyStage; daysAgo: number; target: string; now: Date }): Journey {
  const nowPosition = hours.positionOf(input.now);
  const submitPosition = hours.positionOf(new Date(input.now.getTime() - input.daysAgo * 24 * HOUR)) + 0.1 + 0.6 * random.next();
  const submittedAt = beforeNow(hours.at(submitPosition), input.now);
  const startedAt = new Date(submittedAt.getTime() - 24 * HOUR);
  const none = { moves: [], personsDecidedAt: null, finalApprovalAt: null, archivedAt: null, editControlGivenAt: null };
  if (input.stage === "draft") return { startedAt: new Date(input.now.getTime() - input.daysAgo * 24 * HOUR), submittedAt: null, ...none };
  const target = Math.max(0, steps.keys.indexOf(input.target));
  const gap = Math.max(0.01, (nowPosition - submitPosition) / (target + 2));
  const moves: PlannedMove[] = [];
  let personsDecidedAt: Date | null = null;
  let finalApprovalAt: Date | null = null;
  for (let index = 1; index <= target; index++) {
    const at = beforeNow(hours.at(submitPosition + gap * index), input.now);
    const from = steps.keys[index - 1];
    if ((from === steps.personsStep || from === steps.finalStep) && personsDecidedAt === null) personsDecidedAt = new Date(at.getTime() - 10 * MINUTE);
    if (from === steps.finalStep) finalApprovalAt = new Date(at.getTime() - 5 * MINUTE);
    moves.push({ to: steps.keys[index] as string, at });
  }
  const lastPosition = submitPosition + gap * target;
  const lastAt = moves.at(-1)?.at ?? submittedAt;
  if (steps.keys[target] === steps.finalStep && personsDecidedAt === null) personsDecidedAt = laterOf(hours, lastPosition + gap / 2, lastAt, input.now);
  const editControlGivenAt = input.stage === "returned" ? laterOf(hours, lastPosition + gap / 2, lastAt, input.now) : null;
  return { startedAt, submittedAt, moves, personsDecidedAt, finalApprovalAt, archivedAt: null, editControlGivenAt };
}

/** Working days in about `days` calendar days (five of seven, less a few holidays). */
const workingDaysIn = (days: number): number => Math.round((days * 5) / 7) - 6;

const beforeNow = (at: Date, now: Date): Date => (at.getTime() < now.getTime() ? at : new Date(now.getTime() - 30 * MINUTE));

/** The instant of `position` when it is before now; else halfway between `after` and now. */
function laterOf(hours: WorkingHours, position: number, after: Date, now: Date): Date {
  const at = hours.at(position);
  if (at.getTime() <= now.getTime() && at.getTime() > after.getTime()) return at;
  return new Date(after.getTime() + Math.max(MINUTE, (now.getTime() - after.getTime()) / 2));
}

// The scenario file format of `ictm scenario run`: YAML decoded with this Schema. A scenario names its actors (a
// Business or a staff member, each on a core of its own, or a chief evaluator acting by link) and lists steps: one
// core command each, run as one actor, with its inputs and what must follow (`expect: ok` or a refusal, and the
// client events after it).
// Strings may use `${run}` (this run's id, so a scenario can run again and again on a shared server), `${env.NAME}`
// and `${saved.NAME}` (what an earlier step saved: an application's id, an uploaded file's id).
import { Schema } from "effect";

export const ACTIONS = [
  "signUp",
  "activate",
  "signIn",
  "createVacancy",
  "createApplication",
  "openApplication",
  "uploadFile",
  "saveSection",
  "submit",
  "moveCard",
  "comment",
  "giveEditControl",
  "yieldEditControl",
  "evaluate",
  "sendChiefLink",
  "answerChiefLink",
  "decidePerson",
  "finalApproval",
  "archive",
] as const;
export type Action = (typeof ACTIONS)[number];

export const Actor = Schema.Union([
  Schema.Struct({
    /** A Business of the portal, or back-office staff. */
    kind: Schema.Literals(["business", "staff"]),
    email: Schema.String,
    password: Schema.String,
  }),
  /** A chief evaluator, who has no account and acts only through a link staff sent. */
  Schema.Struct({ kind: Schema.Literal("chief") }),
]);
export type Actor = typeof Actor.Type;

export const Refusal = Schema.Struct({ tag: Schema.String, message: Schema.optionalKey(Schema.String) });
export type Refusal = typeof Refusal.Type;

export const Expectation = Schema.Union([Schema.Literal("ok"), Schema.Struct({ refused: Refusal })]);
export type Expectation = typeof Expectation.Type;

export const Step = Schema.Struct({
  name: Schema.optionalKey(Schema.String),
  actor: Schema.String,
  do: Schema.Literals(ACTIONS),
  with: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown)),
  expect: Schema.optionalKey(Expectation),
  /** Client event types that must follow the step, in this order (others may come between). */
  events: Schema.optionalKey(Schema.Array(Schema.String)),
  /** Keeps the step's result (an application's or a file's id) as `${saved.NAME}`. */
  save: Schema.optionalKey(Schema.String),
});
export type Step = typeof Step.Type;

export const Scenario = Schema.Struct({
  name: Schema.String,
  actors: Schema.Record(Schema.String, Actor),
  steps: Schema.Array(Step),
});
export type Scenario = typeof Scenario.Type;

// `ictm staff`: administrators manage back-office staff from a terminal. `ictm staff list` shows every staff
// member with their roles; `ictm staff create --email E --name N --role R [--role R2] [--password P]` creates an
// account (without a password, the new staff member is mailed a link to choose one). Needs a back-office
// session of an administrator (`ictm login --as staff`).
import { Effect, Option, Redacted } from "effect";
import { Command, Flag } from "effect/cli";
import { STAFF_ROLES, createStaff, loadStaffList, type Staff } from "@ictm/core";
import { succeed } from "../output.ts";
import { secretFlag } from "./secrets.ts";
import { requireStaff, withCore } from "./shared.ts";


const line = (staff: Staff) => `${staff.name} <${staff.email}> (${staff.roles.join(", ")})`;

const list = Command.make("list", {}, () =>
  withCore((session) =>
    Effect.gen(function* () {
      yield* requireStaff(session);
      const staff = yield* session.run(loadStaffList());
      yield* succeed(session, staff.length === 0 ? "No staff found." : staff.map(line).join("\n"), staff);
    }),
  ),
).pipe(Command.withDescription("List the back-office staff and their roles (administrators only)"));

const create = Command.make(
  "create",
  {
    email: Flag.String("email").pipe(Flag.withDescription("The new staff member's e-mail address")),
    name: Flag.String("name").pipe(Flag.withDescription("Their name as people read it")),
    roles: Flag.Literals("role", STAFF_ROLES).pipe(Flag.atLeast(1), Flag.withDescription("A role; repeat for more than one")),
    password: secretFlag("password", "ICTM_NEW_PASSWORD", "Their first password; left out, they are mailed a link to choose one"),
  },
  ({ email, name, roles, password }) =>
    withCore((session) =>
      Effect.gen(function* () {
        yield* requireStaff(session);
        const chosen = Option.map(password, Redacted.value);
        const input = Option.isSome(chosen) ? { email, name, roles: [...roles], password: chosen.value } : { email, name, roles: [...roles] };
        const created = yield* session.run(createStaff(input));
        const mailed = Option.isNone(chosen) ? " A link to choose a password was mailed to them." : "";
        yield* succeed(session, `Created ${line(created)}.${mailed}`, created);
      }),
    ),
).pipe(
  Command.withDescription("Create a back-office staff account with its roles (administrators only)"),
  Command.withExamples([
    { command: "ictm staff create --email aminah@ictm.gov.bn --name \"Aminah Salleh\" --role officer", description: "Mails a set-password link" },
    { command: "ictm staff create --email lee@ictm.gov.bn --name \"Lee Wei\" --role evaluator --role final-approver --password …", description: "Two roles and a first password" },
  ]),
);

export const staff = Command.make("staff").pipe(
  Command.withDescription("Back-office staff and their roles (administrators)"),
  Command.withSubcommands([list, create]),
);

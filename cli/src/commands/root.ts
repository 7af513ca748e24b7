// The root `ictm` command: the flags every subcommand shares, and the list of subcommands.
import { Command } from "effect/cli";
import { applications } from "./applications.ts";
import { audit } from "./audit.ts";
import { board } from "./board.ts";
import { business } from "./business.ts";
import { courses } from "./courses.ts";
import { events } from "./events.ts";
import { login } from "./login.ts";
import { logout } from "./logout.ts";
import { password } from "./password.ts";
import { permits } from "./permits.ts";
import { whoami } from "./whoami.ts";
import { root } from "./shared.ts";
import { staff } from "./staff.ts";
import { chiefLinks } from "./chief-links.ts";
import { scenario } from "./scenario.ts";

export const ictm = root.pipe(
  Command.withSubcommands([login, whoami, logout, password, business, permits, courses, applications, board, events, audit, staff, chiefLinks, scenario]),
);

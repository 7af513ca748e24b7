// The root `ictm` command: the flags every subcommand shares, and the list of subcommands.
import { Command } from "effect/cli";
import { audit } from "./audit.ts";
import { business } from "./business.ts";
import { login } from "./login.ts";
import { logout } from "./logout.ts";
import { password } from "./password.ts";
import { permits } from "./permits.ts";
import { whoami } from "./whoami.ts";
import { root } from "./shared.ts";
import { staff } from "./staff.ts";

export const ictm = root.pipe(
  Command.withSubcommands([login, whoami, logout, password, business, permits, audit, staff]),
);


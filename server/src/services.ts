// What every use case may use: the database, the clock, the mailer, the identity providers and the
// configuration. Built once by createServer; tests build their own around a test clock.
import type { Clock, ServerConfig } from "./config.ts";
import type { Orm } from "./db/connect.ts";
import type { IdentityProviders } from "./identity/providers.ts";
import type { Mailer } from "./mail/mailer.ts";

export interface Services {
  orm: Orm;
  clock: Clock;
  mailer: Mailer;
  identity: IdentityProviders;
  config: ServerConfig;
}

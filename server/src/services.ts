// What every use case may use: the database, the clock, the mailer, the mail outbox deliverer, the identity
// providers, the store of uploaded files' bytes and the configuration. Built once by createServer; tests build
// their own around a test clock.
import type { Clock, ServerConfig } from "./config.ts";
import type { Orm } from "./db/connect.ts";
import type { BlobStore } from "./files/blobs.ts";
import type { IdentityProviders } from "./identity/providers.ts";
import type { MailDeliverer } from "./mail/deliverer.ts";
import type { Mailer } from "./mail/mailer.ts";

export interface Services {
  orm: Orm;
  clock: Clock;
  /** Sends now. Use cases never call it: they enqueue mail (mail/outbox.ts) and the outbox deliverer uses it. */
  mailer: Mailer;
  /** Delivers the outbox after commit; `drain()` waits for deliveries under way. */
  outbox: MailDeliverer;
  identity: IdentityProviders;
  /** The bytes of uploaded files, content-addressed (files/blobs.ts); nothing else knows where they live. */
  blobs: BlobStore;
  config: ServerConfig;
}

-- The event store: streams with a version read before deciding (a stale expected version is refused, never a
-- lost update), a tamper-evident hash chain on the events of each stream, and the mail outbox.
--
-- Correction of 0003_members_own_pages.sql: its comment on verification_requests says "the event log keeps every
-- version". It did not then (the events named documents and dropped the notes; profile events held only lengths
-- and the names of filled fields). From this version on the events carry the whole change (verification
-- requests, talent details with the summary, resumes, contact details, privacy, business profiles), so the claim
-- holds for every change written from now on; events written before keep what they held.

-- One row per stream: its current version. A command locks the row (select ... for update) while it reads the
-- version and decides, so two writers on one stream take turns and the second sees it is stale.
create table streams (
  stream text primary key,
  version integer not null check (version >= 0)
);
insert into streams (stream, version) select stream, max(version) from events group by stream;

-- Each event holds the hash of its predecessor in its stream ('' for the first) and its own: sha256, hex, over
-- the previous hash and a canonical serialisation of stream, version, type, payload, actor and occurred_at
-- (server/src/events/chain.ts). Events written before this version are hashed once at start, in version order;
-- until then `hash` is null.
alter table events
  add column previous_hash text,
  add column hash text;
create index events_unhashed_idx on events (stream, version) where hash is null;

-- History stays append-only. The one change allowed: giving an unhashed event (written before this version)
-- its hashes, once, with every other column unchanged.
create or replace function events_refuse_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.hash is null and old.previous_hash is null
    and new.hash is not null and new.previous_hash is not null
    and (new.id, new.stream, new.version, new.type, new.payload, new.actor, new.occurred_at)
      is not distinct from (old.id, old.stream, old.version, old.type, old.payload, old.actor, old.occurred_at) then
    return new;
  end if;
  raise exception 'events are append-only';
end;
$$;

-- Mail leaves through this outbox: written in the transaction of the change it tells about, delivered after
-- commit (server/src/mail/deliverer.ts), retried with backoff until sent. A rolled-back change leaves no row.
-- `next_attempt_at` null means due now.
create table outbox (
  id bigserial primary key,
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz,
  last_error text,
  sent_at timestamptz
);
create index outbox_pending_idx on outbox (next_attempt_at nulls first, id) where sent_at is null;

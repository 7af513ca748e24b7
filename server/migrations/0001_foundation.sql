-- Foundation: members with their activation tokens and sessions, sign-in attempts for rate limits,
-- the append-only event log, and the back-office workflows.

create table members (
  id uuid primary key,
  account_type text not null check (account_type in ('Talent', 'Business')),
  -- Stored lowercased so that uniqueness is case-insensitive.
  email text not null check (email = lower(email)),
  name text not null,
  password_hash text,
  profile_picture text,
  activated_at timestamptz,
  created_at timestamptz not null default now(),
  constraint members_email_unique unique (email)
);

create table activation_tokens (
  token_hash text primary key,
  member_id uuid not null references members (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index activation_tokens_member_idx on activation_tokens (member_id);

create table member_sessions (
  token_hash text primary key,
  member_id uuid not null references members (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index member_sessions_member_idx on member_sessions (member_id);

-- One row per counted attempt; bucket is e.g. 'sign-in:email:<sha-256 of the address>'.
create table rate_limit_attempts (
  id bigserial primary key,
  bucket text not null,
  attempted_at timestamptz not null
);
create index rate_limit_attempts_bucket_idx on rate_limit_attempts (bucket, attempted_at);

create table events (
  id bigserial primary key,
  stream text not null,
  version integer not null check (version > 0),
  type text not null,
  payload jsonb not null default '{}'::jsonb,
  actor text not null,
  occurred_at timestamptz not null default now(),
  constraint events_stream_version_unique unique (stream, version)
);

-- The event log is append-only: history is never rewritten.
create function events_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'events are append-only';
end;
$$;
create trigger events_append_only before update or delete on events
  for each row execute function events_refuse_change();

create table workflows (
  id uuid primary key,
  name text not null,
  permit_types text[] not null default '{}',
  position integer not null
);

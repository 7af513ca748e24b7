-- Businesses (one per Business member) and the one-hour password reset links. Members who signed up with
-- Google or LinkedIn have no password hash (members.password_hash is already nullable) until they reset one.

create table businesses (
  id uuid primary key,
  -- One business per Business member; the member is the account that signs in for it.
  member_id uuid not null references members (id) on delete cascade,
  business_name text not null,
  business_type text not null check (business_type in (
    'sole-proprietorship', 'partnership', 'private-limited', 'public-limited',
    'foreign-branch', 'cooperative', 'government-linked', 'non-profit'
  )),
  -- Not unique: a company registered twice is a matter for verification, not a storage error.
  registration_number text not null,
  contact_person text not null,
  phone text not null,
  address text not null,
  logo text,
  created_at timestamptz not null,
  constraint businesses_member_unique unique (member_id)
);

create table password_reset_tokens (
  token_hash text primary key,
  member_id uuid not null references members (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_reset_tokens_member_idx on password_reset_tokens (member_id);

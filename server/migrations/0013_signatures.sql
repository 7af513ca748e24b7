-- E-signatures (issue 12). The facts are events: signing keys on the `signing-keys` stream, signatories on their
-- `signatory-<uuid>` streams, signed and revoked letters on their application's `permit-<id>` stream (core's
-- signatures/events.ts). These tables are their projections, what verifications, the public keys and the
-- management screens read; a rebuild from the events gives the same rows.

-- Ed25519 signing keys: the public half (raw 32 bytes, base64url); the private half is a PEM file under
-- SIGNING_KEYS_DIR (default DATA_DIR/signing-keys), never in the database. Exactly one key is active (neither
-- retired nor revoked); a retired key still verifies what it signed while active; a revoked key verifies nothing.
create table signing_keys (
  key_id text primary key check (key_id ~ '^[0-9a-f]{8}$'),
  public_key text not null unique,
  created_at timestamptz not null,
  retired_at timestamptz,
  retirement_reason text,
  revoked_at timestamptz,
  revocation_reason text
);
create unique index signing_keys_one_active on signing_keys ((true)) where retired_at is null and revoked_at is null;

-- The people in whose name letters are signed: a serial number (in every token), name, title, an optional
-- signature image (a file of purpose 'signature-image') and whether they may sign now.
create table signatories (
  id uuid primary key,
  number integer not null unique check (number between 1 and 65535),
  name text not null,
  title text not null,
  image_file_id text references files (id),
  is_active boolean not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- Every final letter and appendix ever signed, by its document id (16 base32 characters). `content` is what the
-- letter states, as signed (its PDF is drawn from it); `token` is what its QR code carries.
create table signed_letters (
  document_id text primary key check (document_id ~ '^[A-Z2-7]{16}$'),
  application_id uuid not null,
  person_index integer not null,
  kind text not null check (kind in ('approval-letter', 'appendix')),
  permit_type text not null,
  reference text not null,
  business_name text not null,
  person_name text not null,
  key_id text not null references signing_keys (key_id),
  signatory_id uuid not null references signatories (id),
  content_hash text not null check (content_hash ~ '^[0-9a-f]{32}$'),
  token text not null,
  content jsonb not null,
  issued_at timestamptz not null,
  revoked_at timestamptz,
  revocation_reason text,
  superseded_by text references signed_letters (document_id),
  superseded_at timestamptz
);
create index signed_letters_application_idx on signed_letters (application_id, person_index, kind);
create index signed_letters_issued_idx on signed_letters (issued_at desc);

-- Signature images are uploads of their own purpose: served to staff, and drawn on the letters.
alter table files drop constraint files_purpose_check;
alter table files add constraint files_purpose_check
  check (purpose in ('profile-picture', 'logo', 'verification-document', 'permit-document', 'board-attachment', 'signature-image'));

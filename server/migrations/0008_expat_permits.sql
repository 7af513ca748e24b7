-- Expat permit applications (pvv, sawp, lpa), the second event-sourced aggregate: the stream `permit-<id>` is
-- the truth, and permit_applications / permit_files are its projection (server/src/permits/projector.ts), rebuilt
-- from the log on demand. Each row says the version of the stream it was projected at (the client's If-Match).
create table permit_applications (
  id uuid primary key,
  business_id uuid not null references businesses (id) on delete cascade,
  permit_type text not null check (permit_type in ('pvv', 'sawp', 'lpa')),
  reference text not null unique,
  status text not null check (status in ('draft', 'submitted', 'archived')),
  -- Section key -> its values, as stored (normalised by core's descriptors).
  content jsonb not null,
  has_user_given_edit_control boolean not null default false,
  edit_control_comment text,
  -- The staff workflow's step; null until the board issue puts applications on it.
  current_step text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  submitted_at timestamptz,
  version integer not null
);
create index permit_applications_business_idx on permit_applications (business_id, updated_at desc);

-- The files an application holds now (uploaded and not deleted), in upload order.
create table permit_files (
  application_id uuid not null references permit_applications (id) on delete cascade,
  file_id text not null references files (id),
  uploaded_at timestamptz not null,
  primary key (application_id, file_id)
);
create index permit_files_file_idx on permit_files (file_id);

-- The last reference number given per permit type and year (`PVV-2026-0001`): a command-side counter, taken
-- with an upsert in the creating transaction so two creations never share a number. Not a projection: the
-- reference is in the creation fact, and a rebuild reads it from there.
create table permit_reference_counters (
  permit_type text not null check (permit_type in ('pvv', 'sawp', 'lpa')),
  year integer not null,
  last integer not null,
  primary key (permit_type, year)
);

-- Permit documents are a purpose of their own: served to their Business and to staff only.
alter table files drop constraint files_purpose_check;
alter table files add constraint files_purpose_check
  check (purpose in ('profile-picture', 'logo', 'verification-document', 'permit-document'));

-- The ways a business can be reached besides e-mail (the permit forms' secondary contact channels).
alter table reference_items drop constraint reference_items_list_check;
alter table reference_items add constraint reference_items_list_check check (list in (
  'business-types', 'brunei-ic-colours', 'lpa-application-types', 'salary-intervals', 'districts', 'employment-types',
  'contact-channel-types'
));
insert into reference_items (list, key, name, position) values
  ('contact-channel-types', 'whatsapp', 'WhatsApp', 1),
  ('contact-channel-types', 'telegram', 'Telegram', 2),
  ('contact-channel-types', 'wechat', 'WeChat', 3),
  ('contact-channel-types', 'landline', 'Landline', 4),
  ('contact-channel-types', 'fax', 'Fax', 5);

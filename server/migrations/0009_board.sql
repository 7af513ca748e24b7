-- The staff's kanban board. A workflow's steps are data (workflow_steps, inserted by the demo seed from core's
-- WORK_PERMIT_STEPS) with the roles that view each column and act on its cards. Where a card is, its status steps,
-- comments and attachments are facts on the application's stream `permit-<id>`; the columns and tables below are
-- their projections (server/src/permits/projector.ts for permit_applications, server/src/board/projector.ts for
-- the rest), rebuilt from the log on demand.
create table workflow_steps (
  id uuid primary key,
  workflow_id uuid not null references workflows (id) on delete cascade,
  key text not null check (key ~ '^[a-z][a-z0-9-]{0,39}$'),
  name text not null,
  position integer not null,
  view_roles text[] not null,
  act_roles text[] not null,
  constraint workflow_steps_key_unique unique (workflow_id, key)
);
create index workflow_steps_position_idx on workflow_steps (workflow_id, position);

-- The card of a submitted application: its workflow, step (current_step), status step there, the fractional key
-- that orders its column (compared byte-wise: collate "C") and when it last entered the step (its age).
alter table permit_applications add column workflow_id uuid;
alter table permit_applications add column status_step_id uuid;
alter table permit_applications add column step_sort_key text;
alter table permit_applications add column step_entered_at timestamptz;
create index permit_applications_board_idx on permit_applications (workflow_id, current_step, step_sort_key collate "C", id);
-- What a card shows besides the row's own columns, kept by the projector from the sections that hold them, so the
-- board never reads the content. Backfilled here from the sections that hold them today (pvv and sawp: business;
-- lpa: application; personnel lists: expatPersonnel or nonLocalPersonnel); a rebuild recomputes them from the facts.
alter table permit_applications add column business_name text not null default '';
alter table permit_applications add column personnel_count integer not null default 0;
update permit_applications set
  business_name = coalesce(content -> 'business' ->> 'businessName', content -> 'application' ->> 'businessName', ''),
  personnel_count = coalesce(jsonb_array_length(case when jsonb_typeof(content -> 'personnel' -> 'expatPersonnel') = 'array' then content -> 'personnel' -> 'expatPersonnel'
    when jsonb_typeof(content -> 'personnel' -> 'nonLocalPersonnel') = 'array' then content -> 'personnel' -> 'nonLocalPersonnel' end), 0);
-- The board reads many rows and never their content: the content lives out of line (TOAST, uncompressed), so a
-- row stays a few hundred bytes and a column of cards is a few pages.
alter table permit_applications alter column content set storage external;
alter table permit_applications set (toast_tuple_target = 128);

-- An application's record in one workflow step: made the first time it enters the step, reused when it comes back.
create table permit_status_steps (
  id uuid primary key,
  application_id uuid not null,
  step_key text not null,
  workflow_step_id uuid,
  first_entered_at timestamptz not null,
  last_entered_at timestamptz not null,
  constraint permit_status_steps_step_unique unique (application_id, step_key)
);

-- Staff comments per status step; a deleted comment's row is removed (the stream keeps what it said).
create table permit_comments (
  id uuid primary key,
  application_id uuid not null,
  status_step_id uuid not null,
  content text not null,
  author_staff_id uuid,
  created_at timestamptz not null,
  edited_at timestamptz
);
create index permit_comments_application_idx on permit_comments (application_id, created_at, id);

-- Staff attachments per status step (a file of purpose 'board-attachment'); a deleted one's row is removed.
create table permit_attachments (
  id uuid primary key,
  application_id uuid not null,
  status_step_id uuid not null,
  file_id text not null references files (id),
  comment text not null,
  author_staff_id uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index permit_attachments_step_idx on permit_attachments (status_step_id, created_at, id);

-- Files uploaded by staff (board attachments) belong to a staff member: exactly one owner, a member or staff.
alter table files alter column owner_member_id drop not null;
alter table files add column owner_staff_id uuid references staff (id);
alter table files add constraint files_one_owner check ((owner_member_id is null) <> (owner_staff_id is null));
alter table files drop constraint files_purpose_check;
alter table files add constraint files_purpose_check
  check (purpose in ('profile-picture', 'logo', 'verification-document', 'permit-document', 'board-attachment'));

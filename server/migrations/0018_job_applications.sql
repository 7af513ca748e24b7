-- Job applications (issue 16): the projection of the `job-application-<id>` streams (the application key is the
-- stream's id), derived by server/src/jobs/application-projector.ts; the streams are the truth. A Talent has at most
-- one application a vacancy that is not withdrawn (the partial unique index: two racing applications, one wins).
create table job_applications (
  id uuid primary key,
  vacancy_id uuid not null references job_vacancies (id) on delete cascade,
  talent_id uuid not null references members (id) on delete cascade,
  status text not null check (status in ('submitted', 'shortlisted', 'declined', 'withdrawn')),
  cover_note text not null,
  -- The snapshot of the Talent's resume when they applied (the contract's TalentResumeDetails).
  resume jsonb not null,
  attachment_file_id text references files (id),
  applied_at timestamptz not null,
  decided_at timestamptz,
  note text,
  version integer not null
);
create unique index job_applications_live_idx on job_applications (vacancy_id, talent_id) where status <> 'withdrawn';
create index job_applications_vacancy_idx on job_applications (vacancy_id, status, applied_at desc, id desc);
create index job_applications_talent_idx on job_applications (talent_id, applied_at desc, id desc);

-- An application's attachment is an upload of its own purpose: served to the Talent and the vacancy's Business.
alter table files drop constraint files_purpose_check;
alter table files add constraint files_purpose_check
  check (purpose in ('profile-picture', 'logo', 'verification-document', 'permit-document', 'board-attachment', 'signature-image', 'job-application-attachment'));

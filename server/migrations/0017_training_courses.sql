-- Training courses (issue 15; spec §3 "Training course", §4 "Training courses"): a Business's courses, drafts and
-- published ones, and the Talents' registrations for them.
--
-- Courses are built like job vacancies: the business name is a copy kept by triggers (0004_search.sql), the search
-- document a GENERATED column over the row. A generated column cannot join, so the names of the course's tag, level
-- and language are a copy too: `reference_words`, written by the server with the row (server/src/courses/
-- course-store.ts). Nothing deletes a course: unpublishing makes it a draft again and registrations refer to it.
--
-- Registrations are an aggregate (stream `course-registration-<id>`, core/src/courses/registration-events.ts);
-- `course_registrations` is its projection. One live registration (enrolled or withdrawal-requested) per Talent
-- and course: the unique partial index turns two racing registrations into the same refusal.

-- The reference lists a course's keys are chosen from (spec §3: language, course level, duration measurement,
-- tag; the values are ours).
alter table reference_items drop constraint reference_items_list_check;
alter table reference_items add constraint reference_items_list_check check (list in (
  'business-types', 'brunei-ic-colours', 'lpa-application-types', 'salary-intervals', 'districts', 'employment-types',
  'contact-channel-types', 'expat-permit-evaluation-statuses',
  'course-languages', 'course-levels', 'course-duration-measurements', 'course-tags'
));
insert into reference_items (list, key, name, position) values
  ('course-languages', 'english', 'English', 1),
  ('course-languages', 'malay', 'Malay', 2),
  ('course-languages', 'bilingual-english-malay', 'English and Malay', 3),
  ('course-languages', 'mandarin', 'Mandarin', 4),
  ('course-languages', 'arabic', 'Arabic', 5),
  ('course-languages', 'japanese', 'Japanese', 6),
  ('course-levels', 'beginner', 'Beginner', 1),
  ('course-levels', 'intermediate', 'Intermediate', 2),
  ('course-levels', 'advanced', 'Advanced', 3),
  ('course-levels', 'all-levels', 'All levels', 4),
  ('course-duration-measurements', 'hours', 'Hours', 1),
  ('course-duration-measurements', 'days', 'Days', 2),
  ('course-duration-measurements', 'weeks', 'Weeks', 3),
  ('course-duration-measurements', 'months', 'Months', 4),
  ('course-tags', 'software-development', 'Software development', 1),
  ('course-tags', 'data-analytics', 'Data analytics', 2),
  ('course-tags', 'cloud-computing', 'Cloud computing', 3),
  ('course-tags', 'cybersecurity', 'Cybersecurity', 4),
  ('course-tags', 'networking', 'Networking', 5),
  ('course-tags', 'artificial-intelligence', 'Artificial intelligence', 6),
  ('course-tags', 'ui-ux-design', 'UI/UX design', 7),
  ('course-tags', 'project-management', 'Project management', 8),
  ('course-tags', 'digital-marketing', 'Digital marketing', 9),
  ('course-tags', 'it-support', 'IT support', 10);

-- A draft needs only a title; the form (core/src/courses/course-form.ts) decides what publishing needs. The keys
-- are checked against reference_items by the server (a key list may grow without a migration here).
create table training_courses (
  id uuid primary key,
  business_id uuid not null references businesses (id) on delete cascade,
  business_name text not null default '',
  title text not null,
  short_description text,
  registration_url text,
  -- The first day of the course, in Brunei time (UTC+8).
  start_date date,
  language_key text,
  level_key text,
  fee numeric(12, 2) check (fee >= 0),
  duration integer check (duration between 1 and 1000),
  duration_measurement_key text,
  tag_key text,
  contact_email text,
  contact_phone_number text,
  long_description text,
  is_posted boolean not null default false,
  -- When the course was last published (null for a draft): the search lists the newest first.
  published_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- The names of the tag, level and language, so a search for "cybersecurity" or "malay" finds the course.
  reference_words text not null default '',
  check (is_posted = (published_at is not null)),
  search_document tsvector generated always as (
    setweight(to_tsvector('english', search_text(title)), 'A') ||
    setweight(to_tsvector('simple', search_text(business_name)), 'B') ||
    setweight(to_tsvector('english', search_text(coalesce(short_description, '') || ' ' || reference_words)), 'B') ||
    strip(to_tsvector('english', search_text(coalesce(long_description, ''))))
  ) stored
);
create index training_courses_business_idx on training_courses (business_id, created_at desc);
create index training_courses_search_idx on training_courses using gin (search_document) where is_posted;
create index training_courses_newest_idx on training_courses (published_at desc, id desc) where is_posted;

create trigger training_courses_copy_business before insert or update of business_id on training_courses
  for each row execute function listings_copy_business();

create or replace function businesses_share_with_search() returns trigger language plpgsql as $$
begin
  update job_vacancies set business_name = new.business_name where business_id = new.id;
  update ict_projects set business_name = new.business_name where business_id = new.id;
  update training_courses set business_name = new.business_name where business_id = new.id;
  return null;
end;
$$;

-- The projection of the `course-registration-<id>` streams (the registration key is the stream's id).
create table course_registrations (
  id uuid primary key,
  course_id uuid not null references training_courses (id) on delete cascade,
  talent_id uuid not null references members (id) on delete cascade,
  status text not null check (status in ('enrolled', 'withdrawal-requested', 'withdrawn')),
  registered_at timestamptz not null,
  withdrawal_requested_at timestamptz,
  decided_at timestamptz,
  version integer not null
);
create unique index course_registrations_live_idx on course_registrations (course_id, talent_id) where status <> 'withdrawn';
create index course_registrations_course_idx on course_registrations (course_id, status, registered_at desc, id desc);
create index course_registrations_talent_idx on course_registrations (talent_id, registered_at desc);

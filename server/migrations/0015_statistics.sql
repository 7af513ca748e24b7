-- Statistics from the event log (issue 13): working days, the steps' targets (SLA), and the step visits the
-- turnaround and journey figures are read from.

-- Brunei's public holidays, the days besides Fridays and Sundays that are not working days (core's
-- statistics/working-time.ts). Source: the Prime Minister's Office of Brunei Darussalam public-holiday notices
-- (pmo.gov.bn). The Islamic and lunar dates follow the moon sighting and are announced shortly before; those of 2026
-- and 2027 are seeded as provisional (as are replacement days not yet announced), and an administrator corrects
-- them in the back-office (Statistics, Public holidays) once gazetted. A holiday on a Friday or Sunday gives a
-- replacement day, listed as its own row "… (replacement)". Reference data: seeded here, changed only by
-- v1.PublicHolidaySet / v1.PublicHolidayRemoved on the `public-holidays` stream, applied to this table in the same
-- transaction (a projections rebuild does not empty it).
create table public_holidays (
  day date primary key,
  name text not null check (length(btrim(name)) between 1 and 120),
  provisional boolean not null default false
);
insert into public_holidays (day, name, provisional) values
  ('2025-01-01', 'New Year''s Day', false),
  ('2025-01-27', 'Israk and Mikraj', false),
  ('2025-01-29', 'Chinese New Year', false),
  ('2025-02-23', 'National Day', false),
  ('2025-02-24', 'National Day (replacement)', false),
  ('2025-03-02', 'First Day of Ramadan', false),
  ('2025-03-03', 'First Day of Ramadan (replacement)', false),
  ('2025-03-18', 'Nuzul Al-Quran', false),
  ('2025-03-31', 'Hari Raya Aidilfitri', false),
  ('2025-04-01', 'Hari Raya Aidilfitri', false),
  ('2025-04-02', 'Hari Raya Aidilfitri', false),
  ('2025-05-31', 'Royal Brunei Armed Forces Day', false),
  ('2025-06-07', 'Hari Raya Aidiladha', false),
  ('2025-06-27', 'Islamic New Year', false),
  ('2025-06-28', 'Islamic New Year (replacement)', false),
  ('2025-07-15', 'His Majesty the Sultan''s Birthday', false),
  ('2025-09-05', 'Prophet Muhammad''s Birthday', false),
  ('2025-09-06', 'Prophet Muhammad''s Birthday (replacement)', false),
  ('2025-12-25', 'Christmas Day', false),
  ('2026-01-01', 'New Year''s Day', false),
  ('2026-01-16', 'Israk and Mikraj', true),
  ('2026-01-17', 'Israk and Mikraj (replacement)', true),
  ('2026-02-17', 'Chinese New Year', true),
  ('2026-02-19', 'First Day of Ramadan', true),
  ('2026-02-23', 'National Day', false),
  ('2026-03-07', 'Nuzul Al-Quran', true),
  ('2026-03-20', 'Hari Raya Aidilfitri', true),
  ('2026-03-21', 'Hari Raya Aidilfitri', true),
  ('2026-03-22', 'Hari Raya Aidilfitri', true),
  ('2026-03-23', 'Hari Raya Aidilfitri (replacement)', true),
  ('2026-03-24', 'Hari Raya Aidilfitri (replacement)', true),
  ('2026-05-27', 'Hari Raya Aidiladha', true),
  ('2026-05-31', 'Royal Brunei Armed Forces Day', false),
  ('2026-06-01', 'Royal Brunei Armed Forces Day (replacement)', false),
  ('2026-06-16', 'Islamic New Year', true),
  ('2026-07-15', 'His Majesty the Sultan''s Birthday', false),
  ('2026-08-25', 'Prophet Muhammad''s Birthday', true),
  ('2026-12-25', 'Christmas Day', false),
  ('2026-12-26', 'Christmas Day (replacement)', true),
  ('2027-01-01', 'New Year''s Day', false),
  ('2027-01-02', 'New Year''s Day (replacement)', true),
  ('2027-01-05', 'Israk and Mikraj', true),
  ('2027-02-06', 'Chinese New Year', true),
  ('2027-02-08', 'First Day of Ramadan', true),
  ('2027-02-23', 'National Day', false),
  ('2027-02-24', 'Nuzul Al-Quran', true),
  ('2027-03-10', 'Hari Raya Aidilfitri', true),
  ('2027-03-11', 'Hari Raya Aidilfitri', true),
  ('2027-03-12', 'Hari Raya Aidilfitri', true),
  ('2027-03-13', 'Hari Raya Aidilfitri (replacement)', true),
  ('2027-05-17', 'Hari Raya Aidiladha', true),
  ('2027-05-31', 'Royal Brunei Armed Forces Day', false),
  ('2027-06-06', 'Islamic New Year', true),
  ('2027-06-07', 'Islamic New Year (replacement)', true),
  ('2027-07-15', 'His Majesty the Sultan''s Birthday', false),
  ('2027-08-15', 'Prophet Muhammad''s Birthday', true),
  ('2027-08-16', 'Prophet Muhammad''s Birthday (replacement)', true),
  ('2027-12-25', 'Christmas Day', false);

-- The working calendar: one row per Brunei day from 2015 to 2045 (core's statistics/working-calendar.ts,
-- calendarRows), whether it works and how many working days came before it, filled by the server from core's rule
-- whenever the holidays' fingerprint differs from `working_calendar_state` (at start and after a holiday change).
create table working_calendar (
  day date primary key,
  -- 00:00 of the day in Brunei time: the lookup key of working_clock().
  starts_at timestamptz not null unique,
  working boolean not null,
  before double precision not null
);
create table working_calendar_state (
  id boolean primary key default true check (id),
  fingerprint text not null
);

-- The working clock: working days before the instant's day plus, on a working day, the part of the day gone. The
-- working days between two instants are the difference of their readings. Before the calendar: 0; after it: its
-- last reading.
create function working_clock(t timestamptz) returns double precision language sql stable as $$
  select case when t is null then null else coalesce((
    select c.before + case when c.working then least(extract(epoch from (t - c.starts_at)) / 86400.0, 1) else 0 end
    from working_calendar c where c.starts_at <= t order by c.starts_at desc limit 1), 0) end
$$;

-- Each step's target (SLA) in working days; null: none. The seed inserts core's defaults (WORK_PERMIT_STEPS);
-- administrators change them (v1.StepTargetSet on the `workflow-<id>` stream, applied here). A database seeded
-- before this version takes core's defaults at start while its workflow stream holds no target yet.
alter table workflow_steps add column target_working_days numeric
  check (target_working_days is null or (target_working_days >= 0.5 and target_working_days <= 250));

-- The step visits: each time an application's card entered a step and when (and to where, by whom) it left. The
-- projection of v1.CardPlaced, v1.CardMoved (to another step), v1.ApprovedApplicationArchived and
-- v1.ApprovedApplicationUnarchived (server/src/statistics/visit-projector.ts), with the working clock at entry and
-- exit so turnaround is a subtraction. Filled from the log at the first start after this migration.
create table permit_step_visits (
  id bigserial primary key,
  application_id uuid not null,
  workflow_id uuid not null,
  step text not null,
  entered_at timestamptz not null,
  entered_by text not null,
  entered_clock double precision not null,
  left_at timestamptz,
  left_by text,
  -- The step it went to, or 'archived'.
  left_to text,
  left_clock double precision
);
create index permit_step_visits_entered_idx on permit_step_visits (workflow_id, entered_at);
create index permit_step_visits_left_idx on permit_step_visits (workflow_id, left_at) where left_at is not null;
create index permit_step_visits_application_idx on permit_step_visits (application_id, entered_at, id);
create unique index permit_step_visits_open_idx on permit_step_visits (application_id) where left_at is null;

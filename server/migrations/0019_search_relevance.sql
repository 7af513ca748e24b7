-- Relevant results and typo suggestions (issue 16).
--
-- Completeness: how much of what a searcher looks at a row fills in, a small number, higher first. Defined here
-- once per kind and stored beside the search document, so a search orders by it from an index:
--   Talent:        headline, skills, work experience, summary (0-4; 0 is an empty shell)
--   business:      industry, description, logo (0-3)
--   job vacancy:   description, skills, a salary (0-3)
--   ICT project:   description, skills, a budget (0-3)
-- Training courses are all complete (publishing needs every field) and have none.
-- The order (server/src/search/find-page.ts): with terms, rows matching in a title, name, headline or skills
-- (search document weights A and B) before rows matching only in prose, then completeness, then the finer rank,
-- then the most recent; without terms, completeness, then the most recent. "Recent" is when a Talent last
-- changed the profile, and when anything else was created (courses: published).
--
-- Suggestions: pg_trgm (contrib in PostgreSQL; PGlite loads it in server/src/db/connect.ts) over a vocabulary of
-- the words searchers see (titles, skills, business names, headlines, names of what is listed), one list per
-- search. The vocabulary is a materialized view: cheap to read, and rebuilt only when a suggestion is wanted
-- after the listed rows changed (triggers set a flag; search_vocabulary_current() rebuilds), never on a write.

create extension if not exists pg_trgm;

create function talent_completeness(headline text, summary text, skills text[], resume jsonb) returns smallint
  language sql immutable parallel safe as $$
  select ((headline <> '')::int + (cardinality(skills) > 0)::int
    + (coalesce(jsonb_array_length(case when jsonb_typeof(resume -> 'workExperience') = 'array' then resume -> 'workExperience' end), 0) > 0)::int
    + (summary <> '')::int)::smallint
$$;

alter table talent_search add column completeness smallint not null default 0;
alter table talent_search add column active_at timestamptz not null default now();

create or replace function refresh_talent_search(ids uuid[]) returns void language sql as $$
  delete from talent_search s where s.member_id = any(ids) and not exists (
    select 1 from talent_profiles p join members m on m.id = p.member_id
    where p.member_id = s.member_id and m.activated_at is not null and p.profile_visibility <> 'nobody');
  insert into talent_search (member_id, joined_at, visible_to, document, completeness, active_at)
  select p.member_id, m.created_at, p.profile_visibility,
    setweight(to_tsvector('simple', search_text(m.name)), 'A') ||
    setweight(to_tsvector('english', search_text(p.headline)), 'B') ||
    setweight(to_tsvector('english', search_list(p.skills)), 'B') ||
    strip(to_tsvector('english', search_text(p.summary))),
    talent_completeness(p.headline, p.summary, p.skills, p.resume),
    greatest(p.updated_at, m.created_at)
  from talent_profiles p join members m on m.id = p.member_id
  where p.member_id = any(ids) and m.activated_at is not null and p.profile_visibility <> 'nobody'
  on conflict (member_id) do update set joined_at = excluded.joined_at, visible_to = excluded.visible_to,
    document = excluded.document, completeness = excluded.completeness, active_at = excluded.active_at;
$$;

select refresh_talent_search(array(select member_id from talent_profiles));

alter table businesses add column search_completeness smallint generated always as (
  ((industry <> '')::int + (description <> '')::int + (logo is not null and logo <> '')::int)::smallint
) stored;
alter table job_vacancies add column search_completeness smallint generated always as (
  ((description <> '')::int + (cardinality(skills) > 0)::int + (salary_min is not null or salary_max is not null)::int)::smallint
) stored;
alter table ict_projects add column search_completeness smallint generated always as (
  ((description <> '')::int + (cardinality(skills) > 0)::int + (budget is not null)::int)::smallint
) stored;

-- Listing without terms walks these and stops after the page (they replace the "newest first" ones).
drop index talent_search_newest_idx;
create index talent_search_listing_idx on talent_search (completeness desc, active_at desc, member_id desc) include (visible_to);
drop index businesses_newest_idx;
create index businesses_listing_idx on businesses (search_completeness desc, created_at desc, id desc) where member_active;
drop index job_vacancies_newest_idx;
create index job_vacancies_listing_idx on job_vacancies (search_completeness desc, created_at desc, id desc) include (closing_date) where status = 'published';
drop index ict_projects_newest_idx;
create index ict_projects_listing_idx on ict_projects (search_completeness desc, created_at desc, id desc) where is_published;

-- Only what a search may list: listed Talents visible to everyone (never a name), businesses whose member is
-- active, published vacancies and projects, posted courses. A word is written as the search splits it
-- (search_text), in lower case, letters only, three or more of them (shorter ones suggest nothing useful).
-- `uses` orders equally near suggestions. The split is written inline, not in a function: a set-returning
-- function per row made the rebuild 7x slower (5.2 s against 0.75 s at 20,000 Talents and vacancies and 10,000
-- courses on PostgreSQL).
create materialized view search_vocabulary as
  select search, word, count(*)::integer as uses from (
    select 'talents' as search, w.word from talent_search s join talent_profiles p on p.member_id = s.member_id,
      lateral regexp_split_to_table(lower(search_text(p.headline || ' ' || array_to_string(p.skills, ' '))), '[^[:alpha:]]+') w(word)
      where s.visible_to = 'everyone'
    union all
    select 'businesses', w.word from businesses b,
      lateral regexp_split_to_table(lower(search_text(b.business_name || ' ' || b.industry)), '[^[:alpha:]]+') w(word)
      where b.member_active
    union all
    select 'jobs', w.word from job_vacancies v,
      lateral regexp_split_to_table(lower(search_text(v.title || ' ' || array_to_string(v.skills, ' ') || ' ' || v.business_name || ' ' || v.location)), '[^[:alpha:]]+') w(word)
      where v.status = 'published'
    union all
    select 'projects', w.word from ict_projects p,
      lateral regexp_split_to_table(lower(search_text(p.title || ' ' || array_to_string(p.skills, ' ') || ' ' || p.business_name)), '[^[:alpha:]]+') w(word)
      where p.is_published
    union all
    select 'courses', w.word from training_courses c,
      lateral regexp_split_to_table(lower(search_text(c.title || ' ' || c.business_name)), '[^[:alpha:]]+') w(word)
      where c.is_posted
  ) words where char_length(word) >= 3 group by search, word;
create unique index search_vocabulary_word_idx on search_vocabulary (search, word);
create index search_vocabulary_trigram_idx on search_vocabulary using gist (word gist_trgm_ops);

-- One row: whether the listed rows changed since the vocabulary was built.
create table search_vocabulary_state (only_row boolean primary key default true check (only_row), stale boolean not null);
insert into search_vocabulary_state values (true, false);

-- `where not stale`: after the first change, later writes neither update nor lock the row.
create function search_vocabulary_mark_stale() returns trigger language plpgsql as $$
begin
  update search_vocabulary_state set stale = true where not stale;
  return null;
end;
$$;
create trigger talent_search_vocabulary after insert or update or delete on talent_search
  for each statement execute function search_vocabulary_mark_stale();
create trigger businesses_vocabulary after insert or update or delete on businesses
  for each statement execute function search_vocabulary_mark_stale();
create trigger job_vacancies_vocabulary after insert or update or delete on job_vacancies
  for each statement execute function search_vocabulary_mark_stale();
create trigger ict_projects_vocabulary after insert or update or delete on ict_projects
  for each statement execute function search_vocabulary_mark_stale();
create trigger training_courses_vocabulary after insert or update or delete on training_courses
  for each statement execute function search_vocabulary_mark_stale();

-- Rebuilds the vocabulary when it is stale; the state row's lock makes concurrent callers take turns, and the
-- second finds it current.
create function search_vocabulary_current() returns void language plpgsql as $$
begin
  perform 1 from search_vocabulary_state where stale for update;
  if found then
    refresh materialized view search_vocabulary;
    update search_vocabulary_state set stale = false;
  end if;
end;
$$;

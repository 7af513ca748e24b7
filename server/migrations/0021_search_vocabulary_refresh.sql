-- The suggestion vocabulary (0019_search_relevance.sql) is rebuilt in the background (issue 16): a search request
-- only reads it as last built, a loop in every server (server/src/search/suggestions.ts) calls
-- search_vocabulary_refresh(false) every 30 s, which rebuilds it when the listed rows changed since.
--
-- A change is recorded as a row of search_vocabulary_changes, one per writing statement, instead of 0019's one
-- flag: with the flag, a write whose transaction set it (or found it set) and committed only after the rebuild had
-- started was cleared with the rest and never rebuilt. Here the rebuild deletes the rows it can see, then builds
-- from a later snapshot, so every deleted row's write is in the vocabulary; a row committed meanwhile stays for the
-- next rebuild. Inserting never waits on another writer (no row is updated).

drop trigger talent_search_vocabulary on talent_search;
drop trigger businesses_vocabulary on businesses;
drop trigger job_vacancies_vocabulary on job_vacancies;
drop trigger ict_projects_vocabulary on ict_projects;
drop trigger training_courses_vocabulary on training_courses;
drop function search_vocabulary_current();
drop function search_vocabulary_mark_stale();
drop table search_vocabulary_state;

create table search_vocabulary_changes (id bigint generated always as identity primary key);
-- The listed rows changed before this migration: the first refresh rebuilds.
insert into search_vocabulary_changes default values;

create function search_vocabulary_changed() returns trigger language plpgsql as $$
begin
  insert into search_vocabulary_changes default values;
  return null;
end;
$$;
create trigger talent_search_vocabulary after insert or update or delete on talent_search
  for each statement execute function search_vocabulary_changed();
create trigger businesses_vocabulary after insert or update or delete on businesses
  for each statement execute function search_vocabulary_changed();
create trigger job_vacancies_vocabulary after insert or update or delete on job_vacancies
  for each statement execute function search_vocabulary_changed();
create trigger ict_projects_vocabulary after insert or update or delete on ict_projects
  for each statement execute function search_vocabulary_changed();
create trigger training_courses_vocabulary after insert or update or delete on training_courses
  for each statement execute function search_vocabulary_changed();

-- Rebuilds the vocabulary when a change was recorded and answers whether it did. One server at a time (the
-- advisory lock, key 7140022): the background refresh (`wait` false) finds it taken and answers false at once,
-- the holder is rebuilding; a caller that needs the vocabulary current (`wait` true, tests) waits for the holder.
-- CONCURRENTLY: searches go on reading the vocabulary as it was while it is rebuilt (the unique index allows it).
create function search_vocabulary_refresh(wait boolean) returns boolean language plpgsql as $$
declare
  changes bigint;
begin
  if wait then
    perform pg_advisory_xact_lock(7140022);
  elsif not pg_try_advisory_xact_lock(7140022) then
    return false;
  end if;
  delete from search_vocabulary_changes;
  get diagnostics changes = row_count;
  if changes = 0 then
    return false;
  end if;
  refresh materialized view concurrently search_vocabulary;
  return true;
end;
$$;

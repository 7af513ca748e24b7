-- Search at national scale (issue 17): a one-word job search from an inverted index, as the Talents' (0024).
--
-- The job search ranked every match's document before it could give a page: "engineer" matches 3,665 open
-- vacancies of 20,000, and PostgreSQL read them through the status index, tested each of the 13,683 open ones'
-- documents and ranked the matches (about 17 ms before the page's rows were read; the PostgreSQL target is 20).
-- So each published vacancy's document is kept here one row per word with that word's share of the rank
-- (search_rank, 0024) and the columns the job search orders, filters and counts by, under the names job_vacancies
-- gives them: server/src/search/postings.ts reads them under job_vacancies' name, so the listing's own visibility
-- (published, still open, the pay range) and facet SQL apply as written. Drafts and closed vacancies have none
-- (no caller may find them); the status is kept for the listing's SQL, which names it.
--
-- Kept by statement triggers on job_vacancies, from the statement's rows: those whose document, status, completeness,
-- creation, closing date, district, type of employment or pay changed are written again, the others left alone
-- (an edit that changes none of them, or a business renamed with no vacancy, writes nothing here).
-- tests/api/search-postings.test.ts compares them with the documents after writes, and every result of the
-- postings with the documents' ranking.

create table job_vacancy_postings (
  lexeme text collate "C" not null,
  id uuid not null,
  status text not null,
  rank real not null,
  titled boolean generated always as (rank > 0) stored,
  search_completeness smallint not null,
  created_at timestamptz not null,
  closing_date date not null,
  district text not null,
  employment_type text not null,
  salary_min numeric(12, 2),
  salary_max numeric(12, 2),
  salary_interval text not null
);

create function job_vacancy_postings_of(listed job_vacancies) returns setof job_vacancy_postings language sql stable as $$
  select lexeme, listed.id, listed.status, search_rank(listed.search_document, tsquery_operand(lexeme)), null::boolean,
    listed.search_completeness, listed.created_at, listed.closing_date, listed.district, listed.employment_type,
    listed.salary_min, listed.salary_max, listed.salary_interval
  from unnest(tsvector_to_array(listed.search_document)) lexeme
  where listed.status = 'published'
$$;

-- Only the branch of this statement's event is planned, so each reads the transition tables its trigger has.
create function job_vacancy_postings_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into job_vacancy_postings (lexeme, id, status, rank, search_completeness, created_at, closing_date, district,
        employment_type, salary_min, salary_max, salary_interval)
      select p.lexeme, p.id, p.status, p.rank, p.search_completeness, p.created_at, p.closing_date, p.district,
        p.employment_type, p.salary_min, p.salary_max, p.salary_interval
      from added a, job_vacancy_postings_of(a) p;
  elsif tg_op = 'DELETE' then
    delete from job_vacancy_postings p using removed r where p.id = r.id;
  else
    delete from job_vacancy_postings p using removed r where p.id = r.id and not exists (
      select 1 from added a where a.id = r.id
        and (a.search_document, a.status, a.search_completeness, a.created_at, a.closing_date, a.district,
          a.employment_type, a.salary_min, a.salary_max, a.salary_interval)
          is not distinct from (r.search_document, r.status, r.search_completeness, r.created_at, r.closing_date, r.district,
          r.employment_type, r.salary_min, r.salary_max, r.salary_interval));
    insert into job_vacancy_postings (lexeme, id, status, rank, search_completeness, created_at, closing_date, district,
        employment_type, salary_min, salary_max, salary_interval)
      select p.lexeme, p.id, p.status, p.rank, p.search_completeness, p.created_at, p.closing_date, p.district,
        p.employment_type, p.salary_min, p.salary_max, p.salary_interval
      from added a, job_vacancy_postings_of(a) p
      where not exists (
        select 1 from removed r where r.id = a.id
          and (a.search_document, a.status, a.search_completeness, a.created_at, a.closing_date, a.district,
          a.employment_type, a.salary_min, a.salary_max, a.salary_interval)
            is not distinct from (r.search_document, r.status, r.search_completeness, r.created_at, r.closing_date, r.district,
          r.employment_type, r.salary_min, r.salary_max, r.salary_interval));
  end if;
  return null;
end;
$$;

insert into job_vacancy_postings (lexeme, id, status, rank, search_completeness, created_at, closing_date, district,
    employment_type, salary_min, salary_max, salary_interval)
  select p.lexeme, p.id, p.status, p.rank, p.search_completeness, p.created_at, p.closing_date, p.district,
    p.employment_type, p.salary_min, p.salary_max, p.salary_interval
  from job_vacancies v, job_vacancy_postings_of(v) p;

-- The search's order within one word (find-page.ts: titled, completeness, rank, most recent, key), with what its
-- filters and facets read, so a page and the facet counts read this index alone; and each vacancy's, to rewrite them.
create index job_vacancy_postings_order_idx on job_vacancy_postings
  (lexeme, titled desc, search_completeness desc, rank desc, created_at desc, id desc)
  include (status, closing_date, district, employment_type, salary_min, salary_max, salary_interval);
create index job_vacancy_postings_vacancy_idx on job_vacancy_postings (id);
analyze job_vacancy_postings;

create trigger job_vacancy_postings_insert after insert on job_vacancies referencing new table as added
  for each statement execute function job_vacancy_postings_changed();
create trigger job_vacancy_postings_delete after delete on job_vacancies referencing old table as removed
  for each statement execute function job_vacancy_postings_changed();
create trigger job_vacancy_postings_update after update on job_vacancies referencing old table as removed new table as added
  for each statement execute function job_vacancy_postings_changed();

-- Search at national scale (issue 17): the job search's pay filter reads the listing index alone.
--
-- A pay range (salaryFrom, salaryTo) compares each vacancy's pay as a monthly figure, computed from its salary and
-- interval with core's factors (server/src/search/vacancies.ts), and the facet counts beside the page pass over
-- every open vacancy that passes. The listing index (0020) carried the closing date, district and type of
-- employment but not the pay, so that pass read each vacancy's row from the table (2,495 pages for 9,291 matches
-- at 20,000 vacancies on PostgreSQL: 18.5 ms). With the salary and its interval in the index, it is an index-only
-- scan (12.6 ms measured; the monthly figure itself is still computed per row, with the factors written once in
-- core). The order and the filter are unchanged.

drop index job_vacancies_listing_idx;
create index job_vacancies_listing_idx on job_vacancies (search_completeness desc, created_at desc, id desc)
  include (closing_date, district, employment_type, salary_min, salary_max, salary_interval) where status = 'published';

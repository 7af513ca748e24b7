-- Search filters (issue 16): what the Talent search's filters need, copied into talent_search by the same trigger
-- function that keeps the row (migrations 0004 and 0019), so a filtered search still reads the narrow table only.
--   years_of_experience: the profile's years, for the experience bands (core/src/search/filters.ts holds the band
--     limits; the server builds its CASE from them, never from this file).
--   skills_lower: the skills as the filter compares them, lower(trim()), for "lists every one of these skills"
--     (`skills_lower @> array[...]`, through the GIN index).
-- Vacancies and businesses filter on their own columns (district, employment type, salary, closing date, business
-- type, the verification request). The job facets count every open vacancy by district and type: the listing
-- index (0019) carries both, so that count reads the index alone, as the plain count did (same keys, same plans);
-- the businesses' listing index carries the business type likewise.

alter table talent_search add column years_of_experience integer not null default 0;
alter table talent_search add column skills_lower text[] not null default '{}';

create function skills_lower(skills text[]) returns text[] language sql immutable parallel safe
  as $$ select coalesce(array_agg(lower(trim(skill)) order by ordinality), '{}') from unnest(skills) with ordinality skill $$;

create or replace function refresh_talent_search(ids uuid[]) returns void language sql as $$
  delete from talent_search s where s.member_id = any(ids) and not exists (
    select 1 from talent_profiles p join members m on m.id = p.member_id
    where p.member_id = s.member_id and m.activated_at is not null and p.profile_visibility <> 'nobody');
  insert into talent_search (member_id, joined_at, visible_to, document, completeness, active_at, years_of_experience, skills_lower)
  select p.member_id, m.created_at, p.profile_visibility,
    setweight(to_tsvector('simple', search_text(m.name)), 'A') ||
    setweight(to_tsvector('english', search_text(p.headline)), 'B') ||
    setweight(to_tsvector('english', search_list(p.skills)), 'B') ||
    strip(to_tsvector('english', search_text(p.summary))),
    talent_completeness(p.headline, p.summary, p.skills, p.resume),
    greatest(p.updated_at, m.created_at),
    p.years_of_experience,
    skills_lower(p.skills)
  from talent_profiles p join members m on m.id = p.member_id
  where p.member_id = any(ids) and m.activated_at is not null and p.profile_visibility <> 'nobody'
  on conflict (member_id) do update set joined_at = excluded.joined_at, visible_to = excluded.visible_to,
    document = excluded.document, completeness = excluded.completeness, active_at = excluded.active_at,
    years_of_experience = excluded.years_of_experience, skills_lower = excluded.skills_lower;
$$;

-- The backfill copies the two columns only (the documents are current).
update talent_search s set years_of_experience = p.years_of_experience, skills_lower = skills_lower(p.skills)
  from talent_profiles p where p.member_id = s.member_id;

create index talent_search_skills_idx on talent_search using gin (skills_lower);
-- The experience facet counts every listed row by band: this index answers it alone (visible_to for the public
-- search, member_id for a Business caller's blocked check), as the listing index answers the plain count.
create index talent_search_experience_idx on talent_search (visible_to, years_of_experience, member_id);

drop index job_vacancies_listing_idx;
create index job_vacancies_listing_idx on job_vacancies (search_completeness desc, created_at desc, id desc)
  include (closing_date, district, employment_type) where status = 'published';
drop index businesses_listing_idx;
create index businesses_listing_idx on businesses (search_completeness desc, created_at desc, id desc) include (business_type) where member_active;

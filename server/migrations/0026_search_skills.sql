-- Search at national scale (issue 17): the Talent search's skill filter counts its facet from a narrow index.
--
-- A search without terms but with a skill chosen ("Python": 22,500 of 100,000 Talents) counts its experience facet
-- over every Talent listing the skill. talent_search finds them through its GIN index (0020), but the count then
-- reads each one's row (a row holds the whole search document): 5,737 pages, 18–22 ms on PostgreSQL. Each listed
-- Talent's skills are kept here one row per distinct skill, as the filter compares them (skills_lower), with what
-- the facet and the visibility read under the names talent_search gives them, so the listing's own visibility SQL
-- applies as written (server/src/search/talents.ts reads these rows under talent_search's name). The count is then
-- one range of the index, read alone (6.5 ms measured). The page itself still comes from talent_search.
--
-- Kept by statement triggers on talent_search, as the postings are (0024): the rows of Talents whose skills,
-- visibility or years changed are written again, the others left alone. A skill listed twice (in other cases) is
-- one row, so a Talent counts once. tests/api/search-postings.test.ts compares them with talent_search after
-- writes, and the facet counts with those of talent_search's rows.

create table talent_search_skills (
  skill text collate "C" not null,
  member_id uuid not null,
  visible_to text not null,
  years_of_experience integer not null
);

create function talent_search_skills_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into talent_search_skills (skill, member_id, visible_to, years_of_experience)
      select distinct skill, a.member_id, a.visible_to, a.years_of_experience from added a, unnest(a.skills_lower) skill;
  elsif tg_op = 'DELETE' then
    delete from talent_search_skills s using removed r where s.member_id = r.member_id;
  else
    delete from talent_search_skills s using removed r where s.member_id = r.member_id and not exists (
      select 1 from added a where a.member_id = r.member_id
        and (a.skills_lower, a.visible_to, a.years_of_experience) is not distinct from (r.skills_lower, r.visible_to, r.years_of_experience));
    insert into talent_search_skills (skill, member_id, visible_to, years_of_experience)
      select distinct skill, a.member_id, a.visible_to, a.years_of_experience from added a, unnest(a.skills_lower) skill
      where not exists (
        select 1 from removed r where r.member_id = a.member_id
          and (a.skills_lower, a.visible_to, a.years_of_experience) is not distinct from (r.skills_lower, r.visible_to, r.years_of_experience));
  end if;
  return null;
end;
$$;

insert into talent_search_skills (skill, member_id, visible_to, years_of_experience)
  select distinct skill, s.member_id, s.visible_to, s.years_of_experience from talent_search s, unnest(s.skills_lower) skill;

-- What a facet count reads, in the order it groups; and each Talent's rows, to rewrite them.
create index talent_search_skills_count_idx on talent_search_skills (skill, visible_to, years_of_experience) include (member_id);
create index talent_search_skills_member_idx on talent_search_skills (member_id);
analyze talent_search_skills;

create trigger talent_search_skills_insert after insert on talent_search referencing new table as added
  for each statement execute function talent_search_skills_changed();
create trigger talent_search_skills_delete after delete on talent_search referencing old table as removed
  for each statement execute function talent_search_skills_changed();
create trigger talent_search_skills_update after update on talent_search referencing old table as removed new table as added
  for each statement execute function talent_search_skills_changed();

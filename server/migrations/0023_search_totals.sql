-- Search at national scale (issue 17): the Talent search's facet counts without terms, kept as totals.
--
-- A search without terms (the first screen, a deep page) counted every listed Talent by years of experience on
-- each request: a pass over the experience index (0020), 87,000 entries at 100,000 Talents. The totals per
-- visibility and years are kept here instead, by statement triggers on talent_search (so by the same statements
-- that keep the search document: refresh_talent_search, migrations 0004/0019/0020, and any delete that cascades
-- to it), and a search without terms or a skill filter reads these few rows (server/src/search/talents.ts). A
-- Business's search subtracts the Talents that blocked it, counted from talent_search by key (a few rows).
-- Exact: the same numbers as the grouped count (tests/api/search-totals.test.ts compares them after writes).
--
-- Each statement adds its changes as one upsert in key order, so concurrent writers lock the rows they change in
-- the same order (no deadlock); a row whose count falls to 0 stays, with 0 (a search skips it).

create table talent_search_totals (
  visible_to text not null,
  years_of_experience integer not null,
  talents integer not null,
  primary key (visible_to, years_of_experience)
);

-- The statement's changes per (visibility, years), +1 for each row added and -1 for each removed, added to the
-- totals. Only the branch of this statement's event is planned, so each reads the transition tables its trigger
-- has. (A removed row was counted, so its key exists and a negative change always updates, never inserts.)
create function talent_search_totals_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into talent_search_totals as totals (visible_to, years_of_experience, talents)
      select visible_to, years_of_experience, count(*) from added group by 1, 2 order by 1, 2
      on conflict (visible_to, years_of_experience) do update set talents = totals.talents + excluded.talents;
  elsif tg_op = 'DELETE' then
    insert into talent_search_totals as totals (visible_to, years_of_experience, talents)
      select visible_to, years_of_experience, -count(*) from removed group by 1, 2 order by 1, 2
      on conflict (visible_to, years_of_experience) do update set talents = totals.talents + excluded.talents;
  else
    insert into talent_search_totals as totals (visible_to, years_of_experience, talents)
      select visible_to, years_of_experience, sum(change) from (
          select visible_to, years_of_experience, 1 as change from added
          union all
          select visible_to, years_of_experience, -1 from removed) changes
        group by 1, 2 having sum(change) <> 0 order by 1, 2
      on conflict (visible_to, years_of_experience) do update set talents = totals.talents + excluded.talents;
  end if;
  return null;
end;
$$;

create trigger talent_search_totals_insert after insert on talent_search referencing new table as added
  for each statement execute function talent_search_totals_changed();
create trigger talent_search_totals_delete after delete on talent_search referencing old table as removed
  for each statement execute function talent_search_totals_changed();
create trigger talent_search_totals_update after update on talent_search referencing old table as removed new table as added
  for each statement execute function talent_search_totals_changed();

insert into talent_search_totals select visible_to, years_of_experience, count(*) from talent_search group by 1, 2;

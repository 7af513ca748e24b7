-- Search at national scale (issue 17): a one-word Talent search's facet counts from totals per word.
--
-- A one-word search reads its page from the first rows of the word's range of the postings' order index (0024),
-- but its experience facet (and so its count) still passed over the whole range: "engineer" is 22,683 postings at
-- 100,000 Talents, about 6.6 ms of a 14 ms search on PostgreSQL. The postings are counted here per word,
-- visibility and years instead, as talent_search_totals counts the listed Talents (0023), by statement triggers on
-- talent_search_postings; a one-word search without a skill filter reads the word's few rows
-- (server/src/search/talents.ts), and a Business's subtracts the Talents holding the word that blocked it (a few
-- postings, by key). Exact: tests/api/search-postings.test.ts compares the counts and facets with the documents'
-- and these totals with the postings after writes.
--
-- Each statement adds its changes as one upsert in key order, so concurrent writers lock the rows they change in
-- the same order (no deadlock); a row whose count falls to 0 stays, with 0 (a search skips it).

create table talent_search_word_totals (
  lexeme text collate "C" not null,
  visible_to text not null,
  years_of_experience integer not null,
  talents integer not null,
  primary key (lexeme, visible_to, years_of_experience)
);

-- The statement's postings per (word, visibility, years), +1 for each added and -1 for each removed. Only the
-- branch of this statement's event is planned, so each reads the transition tables its trigger has. (The postings'
-- own triggers only insert and delete; an update is counted all the same.)
create function talent_search_word_totals_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into talent_search_word_totals as totals (lexeme, visible_to, years_of_experience, talents)
      select lexeme, visible_to, years_of_experience, count(*) from added group by 1, 2, 3 order by 1, 2, 3
      on conflict (lexeme, visible_to, years_of_experience) do update set talents = totals.talents + excluded.talents;
  elsif tg_op = 'DELETE' then
    insert into talent_search_word_totals as totals (lexeme, visible_to, years_of_experience, talents)
      select lexeme, visible_to, years_of_experience, -count(*) from removed group by 1, 2, 3 order by 1, 2, 3
      on conflict (lexeme, visible_to, years_of_experience) do update set talents = totals.talents + excluded.talents;
  else
    insert into talent_search_word_totals as totals (lexeme, visible_to, years_of_experience, talents)
      select lexeme, visible_to, years_of_experience, sum(change) from (
          select lexeme, visible_to, years_of_experience, 1 as change from added
          union all
          select lexeme, visible_to, years_of_experience, -1 from removed) changes
        group by 1, 2, 3 having sum(change) <> 0 order by 1, 2, 3
      on conflict (lexeme, visible_to, years_of_experience) do update set talents = totals.talents + excluded.talents;
  end if;
  return null;
end;
$$;

create trigger talent_search_word_totals_insert after insert on talent_search_postings referencing new table as added
  for each statement execute function talent_search_word_totals_changed();
create trigger talent_search_word_totals_delete after delete on talent_search_postings referencing old table as removed
  for each statement execute function talent_search_word_totals_changed();
create trigger talent_search_word_totals_update after update on talent_search_postings referencing old table as removed new table as added
  for each statement execute function talent_search_word_totals_changed();

insert into talent_search_word_totals select lexeme, visible_to, years_of_experience, count(*) from talent_search_postings group by 1, 2, 3;
analyze talent_search_word_totals;

-- Search at national scale (issue 17): a one-word Talent search's facet counts from totals per word.
--
-- A one-word search reads its page from the first rows of the word's range of the postings' order index (0024),
-- but its experience facet (and so its count) still passed over the whole range: "engineer" is 22,683 postings at
-- 100,000 Talents, about 6.6 ms of a 14 ms search on PostgreSQL. The postings are counted here per word,
-- visibility and years instead; a one-word search without a skill filter reads the word's few rows
-- (server/src/search/talents.ts), and a Business's subtracts the Talents holding the word that blocked it (a few
-- postings, by key).
--
-- Writers never update a total: a save rewrites a Talent's postings in two statements (the old words, then the new),
-- and counters locked statement by statement in two orders could deadlock two saves. So statement triggers on
-- talent_search_postings append each statement's changes to talent_search_word_changes (inserts lock nothing
-- shared), a search adds the word's changes to its totals, and the server's background upkeep moves the changes
-- into the totals (compact_talent_search_word_totals: one statement, in key order). Exact: tests/api/search-
-- postings.test.ts compares the counts and facets with the documents', and these with the postings after writes.

create table talent_search_word_totals (
  lexeme text collate "C" not null,
  visible_to text not null,
  years_of_experience integer not null,
  talents integer not null,
  primary key (lexeme, visible_to, years_of_experience)
);

create table talent_search_word_changes (
  lexeme text collate "C" not null,
  visible_to text not null,
  years_of_experience integer not null,
  change integer not null
);
create index talent_search_word_changes_idx on talent_search_word_changes (lexeme);

-- The statement's postings per (word, visibility, years), +1 for each added and -1 for each removed. Only the
-- branch of this statement's event is planned, so each reads the transition tables its trigger has. (The postings'
-- own triggers only insert and delete; an update is counted all the same.)
create function talent_search_word_totals_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into talent_search_word_changes (lexeme, visible_to, years_of_experience, change)
      select lexeme, visible_to, years_of_experience, count(*) from added group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into talent_search_word_changes (lexeme, visible_to, years_of_experience, change)
      select lexeme, visible_to, years_of_experience, -count(*) from removed group by 1, 2, 3;
  else
    insert into talent_search_word_changes (lexeme, visible_to, years_of_experience, change)
      select lexeme, visible_to, years_of_experience, sum(change) from (
          select lexeme, visible_to, years_of_experience, 1 as change from added
          union all
          select lexeme, visible_to, years_of_experience, -1 from removed) changes
        group by 1, 2, 3 having sum(change) <> 0;
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

-- Moves the committed changes into the totals, in key order, and answers how many change rows it moved. A change
-- a writer has not committed yet is not seen, so not deleted: the next call moves it. Two calls at once: the second
-- waits on the rows the first deletes and then finds them gone. A total that falls to 0 stays, with 0.
create function compact_talent_search_word_totals() returns integer language sql as $$
  with moved as (delete from talent_search_word_changes returning lexeme, visible_to, years_of_experience, change),
    added as (
      insert into talent_search_word_totals as totals (lexeme, visible_to, years_of_experience, talents)
        select lexeme, visible_to, years_of_experience, sum(change) from moved group by 1, 2, 3 having sum(change) <> 0 order by 1, 2, 3
        on conflict (lexeme, visible_to, years_of_experience) do update set talents = totals.talents + excluded.talents)
  select count(*)::integer from moved
$$;

insert into talent_search_word_totals select lexeme, visible_to, years_of_experience, count(*) from talent_search_postings group by 1, 2, 3;
analyze talent_search_word_totals;

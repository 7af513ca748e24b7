-- Search at national scale (issue 17): a one-word Talent search from an inverted index.
--
-- A ranked search orders every match by its rank before it can give a page (server/src/search/find-page.ts):
-- "engineer" matches 11,000 public Talents at 100,000, and a Business sees 22,000; reading each one's row, ranking
-- its document and grouping the facet took 40–80 ms on PGlite. The rank of a one-word search is a sum over the
-- words of the document that the word's query finds (ts_rank over an OR of operands, as search_query makes for one
-- word: a prefix, with the word as written beside its stem where the stem is not a prefix of it), and each word's
-- share is known when the document is written. So each listed Talent's document is kept here one row per word
-- (a posting), with that word's rank and the columns the search orders and filters by, under the names
-- talent_search gives them (the search reads postings under talent_search's name, so the listing's own visibility
-- and facet SQL applies as written). A word that a query's prefix finds alone is then one range of the order
-- index: the page is its first rows, the facet counts one pass over the index alone. A prefix finding several
-- words sums each Talent's postings, as the rank does. Searches of several words still rank documents.
--
-- The postings are kept by statement triggers on talent_search, from the statement's rows: those whose document,
-- visibility, completeness, activity or years changed are written again, the others left alone.
-- tests/api/search-postings.test.ts compares them with the documents after writes, and every result of the
-- postings with the documents' ranking.

-- The rank of a document for a query, the weights {D, C, B, A} of find-page.ts: prose (stripped, weight D) and
-- nothing else counts 0, so a rank above 0 is a name, headline or skills match.
create function search_rank(document tsvector, query tsquery) returns real language sql immutable parallel safe
  as $$ select ts_rank('{0, 0, 0.4, 1}', document, query) $$;

-- One word as a query operand, verbatim (quotes and backslashes escaped as the tsquery syntax wants them).
create function tsquery_operand(lexeme text) returns tsquery language sql immutable strict parallel safe
  as $$ select ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery $$;

create table talent_search_postings (
  lexeme text collate "C" not null,
  member_id uuid not null,
  visible_to text not null,
  -- The word's share of the rank of a query that finds it (one operand finding this word alone).
  rank real not null,
  titled boolean generated always as (rank > 0) stored,
  completeness smallint not null,
  active_at timestamptz not null,
  years_of_experience integer not null
);

create function talent_search_postings_of(listed talent_search) returns setof talent_search_postings language sql stable as $$
  select lexeme, listed.member_id, listed.visible_to, search_rank(listed.document, tsquery_operand(lexeme)), null::boolean,
    listed.completeness, listed.active_at, listed.years_of_experience
  from unnest(tsvector_to_array(listed.document)) lexeme
$$;

-- Only the branch of this statement's event is planned, so each reads the transition tables its trigger has.
create function talent_search_postings_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into talent_search_postings (lexeme, member_id, visible_to, rank, completeness, active_at, years_of_experience)
      select p.lexeme, p.member_id, p.visible_to, p.rank, p.completeness, p.active_at, p.years_of_experience
      from added a, talent_search_postings_of(a) p;
  elsif tg_op = 'DELETE' then
    delete from talent_search_postings p using removed r where p.member_id = r.member_id;
  else
    delete from talent_search_postings p using removed r where p.member_id = r.member_id and not exists (
      select 1 from added a where a.member_id = r.member_id
        and (a.document, a.visible_to, a.completeness, a.active_at, a.years_of_experience)
          is not distinct from (r.document, r.visible_to, r.completeness, r.active_at, r.years_of_experience));
    insert into talent_search_postings (lexeme, member_id, visible_to, rank, completeness, active_at, years_of_experience)
      select p.lexeme, p.member_id, p.visible_to, p.rank, p.completeness, p.active_at, p.years_of_experience
      from added a, talent_search_postings_of(a) p
      where not exists (
        select 1 from removed r where r.member_id = a.member_id
          and (a.document, a.visible_to, a.completeness, a.active_at, a.years_of_experience)
            is not distinct from (r.document, r.visible_to, r.completeness, r.active_at, r.years_of_experience));
  end if;
  return null;
end;
$$;

insert into talent_search_postings (lexeme, member_id, visible_to, rank, completeness, active_at, years_of_experience)
  select p.lexeme, p.member_id, p.visible_to, p.rank, p.completeness, p.active_at, p.years_of_experience
  from talent_search s, talent_search_postings_of(s) p;

-- The search's order within one word (find-page.ts: titled, completeness, rank, most recent, key), with what its
-- filters and facet read, so a page and a facet count read this index alone; and each Talent's, to rewrite them.
create index talent_search_postings_order_idx on talent_search_postings
  (lexeme, titled desc, completeness desc, rank desc, active_at desc, member_id desc) include (visible_to, years_of_experience);
create index talent_search_postings_member_idx on talent_search_postings (member_id);
analyze talent_search_postings;

create trigger talent_search_postings_insert after insert on talent_search referencing new table as added
  for each statement execute function talent_search_postings_changed();
create trigger talent_search_postings_delete after delete on talent_search referencing old table as removed
  for each statement execute function talent_search_postings_changed();
create trigger talent_search_postings_update after update on talent_search referencing old table as removed new table as added
  for each statement execute function talent_search_postings_changed();

-- Search: a tsvector document per searchable row, GIN indexes over the rows a search may show, and btree
-- indexes for "newest first" (key as the tie-break) and the filters. Names (people, businesses, places) use
-- the `simple` configuration, so they match as written; prose uses `english`, so "engineers" finds
-- "engineering". search_query() builds the matching query from plain words; the server never writes tsquery.
-- Weights rank a match: A for a name or title, B for a headline, skills, industry, business name or place; long
-- prose (summary, description) is indexed without positions (strip), which ranks it lowest and keeps the
-- documents, and so the pages a search reads, about a quarter smaller.
--
-- Talents, the big table (100,000s of rows, each with a resume), are searched through `talent_search`: one
-- narrow row per listed Talent (activated, visible to someone), so a search reads ~50 MB rather than the whole
-- profile table, and a hidden profile is simply absent. Triggers keep it: a profile or member change rewrites
-- the Talent's row in the same transaction. Businesses, vacancies and projects are small; their document is a
-- GENERATED column on the row itself, over copies (kept by triggers) of what lives elsewhere: the member's
-- activation on the business, the business name on vacancies and projects.

-- Words as the search sees them: ASCII punctuation separates words, so "Node.js", "CI/CD" and "C#" index as
-- "node js", "ci cd" and "c", exactly as the query side splits them (server/src/search/terms.ts).
create function search_text(value text) returns text language sql immutable parallel safe
  as $$ select regexp_replace(value, '[!-/:-@\[-`{-~]+', ' ', 'g') $$;

-- array_to_string is only "stable" (it calls element output functions); for text[] the result cannot vary.
create function search_list(items text[]) returns text language sql immutable parallel safe
  as $$ select search_text(array_to_string(items, ' ')) $$;

-- The query for words already split by the server (letters, marks and digits only, at most a few): every word
-- must match, in its English stem or as written; the last word is also a prefix (the one being typed). An
-- English stop word other than the last ("engineer at bank") is dropped, since prose is indexed without them.
-- Null when there are no words. Each word is quoted as a lexeme, so nothing in it is read as query syntax.
create function search_query(words text[]) returns tsquery language plpgsql immutable strict parallel safe as $$
declare
  last integer := coalesce(array_length(words, 1), 0);
  lexeme text;
  stemmed tsquery;
  written tsquery;
  matching tsquery;
begin
  for i in 1 .. last loop
    lexeme := quote_literal(words[i]) || case when i = last then ':*' else '' end;
    stemmed := to_tsquery('english', lexeme);
    continue when numnode(stemmed) = 0 and i < last;
    written := to_tsquery('simple', lexeme);
    if written <> stemmed then stemmed := stemmed || written; end if;
    matching := case when matching is null then stemmed else matching && stemmed end;
  end loop;
  return matching;
end;
$$;

-- Talents: the listed ones, with the member's join time (newest first) and who may see them.
create table talent_search (
  member_id uuid primary key references talent_profiles (member_id) on delete cascade,
  joined_at timestamptz not null,
  visible_to text not null check (visible_to in ('everyone', 'signed-in-businesses')),
  document tsvector not null
);

-- Rewrites the search rows of these Talents from their profile and member rows: present (and current) when the
-- member is activated and the profile is visible to someone, absent otherwise.
create function refresh_talent_search(ids uuid[]) returns void language sql as $$
  delete from talent_search s where s.member_id = any(ids) and not exists (
    select 1 from talent_profiles p join members m on m.id = p.member_id
    where p.member_id = s.member_id and m.activated_at is not null and p.profile_visibility <> 'nobody');
  insert into talent_search (member_id, joined_at, visible_to, document)
  select p.member_id, m.created_at, p.profile_visibility,
    setweight(to_tsvector('simple', search_text(m.name)), 'A') ||
    setweight(to_tsvector('english', search_text(p.headline)), 'B') ||
    setweight(to_tsvector('english', search_list(p.skills)), 'B') ||
    strip(to_tsvector('english', search_text(p.summary)))
  from talent_profiles p join members m on m.id = p.member_id
  where p.member_id = any(ids) and m.activated_at is not null and p.profile_visibility <> 'nobody'
  on conflict (member_id) do update set joined_at = excluded.joined_at, visible_to = excluded.visible_to, document = excluded.document;
$$;

-- Statement-level with transition tables: a bulk insert of thousands of profiles refreshes them in one go.
create function talent_profiles_refresh_search() returns trigger language plpgsql as $$
begin
  perform refresh_talent_search(array(select member_id from changed));
  return null;
end;
$$;
create trigger talent_profiles_inserted_search after insert on talent_profiles
  referencing new table as changed for each statement execute function talent_profiles_refresh_search();
create trigger talent_profiles_updated_search after update on talent_profiles
  referencing new table as changed for each statement execute function talent_profiles_refresh_search();

select refresh_talent_search(array(select member_id from talent_profiles));

alter table businesses add column member_active boolean not null default false;
update businesses b set member_active = m.activated_at is not null from members m where m.id = b.member_id;
alter table businesses add column search_document tsvector generated always as (
  setweight(to_tsvector('simple', search_text(business_name)), 'A') ||
  setweight(to_tsvector('english', search_text(industry)), 'B') ||
  strip(to_tsvector('english', search_text(description)))
) stored;

alter table job_vacancies add column business_name text not null default '';
update job_vacancies v set business_name = b.business_name from businesses b where b.id = v.business_id;
alter table job_vacancies add column search_document tsvector generated always as (
  setweight(to_tsvector('english', search_text(title)), 'A') ||
  setweight(to_tsvector('english', search_list(skills)), 'B') ||
  setweight(to_tsvector('simple', search_text(business_name || ' ' || location)), 'B') ||
  strip(to_tsvector('english', search_text(description)))
) stored;

alter table ict_projects add column business_name text not null default '';
update ict_projects p set business_name = b.business_name from businesses b where b.id = p.business_id;
alter table ict_projects add column search_document tsvector generated always as (
  setweight(to_tsvector('english', search_text(title)), 'A') ||
  setweight(to_tsvector('english', search_list(skills)), 'B') ||
  setweight(to_tsvector('simple', search_text(business_name)), 'B') ||
  strip(to_tsvector('english', search_text(description)))
) stored;

-- The copies, filled when a row is written and followed when the source changes.
create function businesses_copy_member() returns trigger language plpgsql as $$
begin
  select m.activated_at is not null into new.member_active from members m where m.id = new.member_id;
  return new;
end;
$$;
create trigger businesses_copy_member before insert or update of member_id on businesses
  for each row execute function businesses_copy_member();

create function listings_copy_business() returns trigger language plpgsql as $$
begin
  select b.business_name into new.business_name from businesses b where b.id = new.business_id;
  return new;
end;
$$;
create trigger job_vacancies_copy_business before insert or update of business_id on job_vacancies
  for each row execute function listings_copy_business();
create trigger ict_projects_copy_business before insert or update of business_id on ict_projects
  for each row execute function listings_copy_business();

create function members_share_with_search() returns trigger language plpgsql as $$
begin
  perform refresh_talent_search(array[new.id]);
  update businesses set member_active = new.activated_at is not null where member_id = new.id;
  return null;
end;
$$;
create trigger members_share_with_search after update of name, activated_at on members
  for each row when (old.name is distinct from new.name or (old.activated_at is null) <> (new.activated_at is null))
  execute function members_share_with_search();

create function businesses_share_with_search() returns trigger language plpgsql as $$
begin
  update job_vacancies set business_name = new.business_name where business_id = new.id;
  update ict_projects set business_name = new.business_name where business_id = new.id;
  return null;
end;
$$;
create trigger businesses_share_with_search after update of business_name on businesses
  for each row when (old.business_name is distinct from new.business_name)
  execute function businesses_share_with_search();

-- Talents: every listed row for a Business caller; a smaller index of those visible to everyone for the rest
-- (the planner proves `visible_to = 'everyone'` implies its predicate). The btree index gives newest first and
-- carries visible_to, so counting what an empty search lists reads the index alone.
create index talent_search_document_idx on talent_search using gin (document);
create index talent_search_public_document_idx on talent_search using gin (document) where visible_to = 'everyone';
create index talent_search_newest_idx on talent_search (joined_at desc, member_id desc) include (visible_to);

create index businesses_search_idx on businesses using gin (search_document) where member_active;
create index businesses_newest_idx on businesses (created_at desc, id desc) where member_active;

-- Vacancies: published ones; whether one is still open (closing date in Brunei time) depends on today, so it
-- is a filter on the included closing date, not part of the predicate.
create index job_vacancies_search_idx on job_vacancies using gin (search_document) where status = 'published';
create index job_vacancies_newest_idx on job_vacancies (created_at desc, id desc) include (closing_date) where status = 'published';
create index job_vacancies_open_idx on job_vacancies (business_id, closing_date) where status = 'published';

create index ict_projects_search_idx on ict_projects using gin (search_document) where is_published;
create index ict_projects_newest_idx on ict_projects (created_at desc, id desc) where is_published;

-- Search terms: the last word (the one being typed) no longer carries its as-written form beside its English
-- stem when the stem's prefix already covers it ("engineer" typed: 'engin':* matches every 'engineer…'), which
-- halves the index lookups and the ranking work for such words. Same results; see 0004_search.sql.
-- The query for words already split by the server (letters, marks and digits only, at most a few): every word
-- must match, in its English stem or as written; the last word is also a prefix (the one being typed). An
-- English stop word other than the last ("engineer at bank") is dropped, since prose is indexed without them.
-- Null when there are no words. Each word is quoted as a lexeme, so nothing in it is read as query syntax.
create or replace function search_query(words text[]) returns tsquery language plpgsql immutable strict parallel safe as $$
declare
  last integer := coalesce(array_length(words, 1), 0);
  lexeme text;
  stemmed tsquery;
  written tsquery;
  stem text[];
  form text[];
  matching tsquery;
begin
  for i in 1 .. last loop
    lexeme := quote_literal(words[i]) || case when i = last then ':*' else '' end;
    stemmed := to_tsquery('english', lexeme);
    continue when numnode(stemmed) = 0 and i < last;
    written := to_tsquery('simple', lexeme);
    -- The typed word's own form is needed for names (indexed as written) unless the stem's prefix already
    -- covers it ("engineer" typed: 'engin':* matches every 'engineer…').
    stem := tsvector_to_array(to_tsvector('english', words[i]));
    form := tsvector_to_array(to_tsvector('simple', words[i]));
    if written <> stemmed and not (i = last and cardinality(stem) = 1 and cardinality(form) = 1 and starts_with(form[1], stem[1])) then
      stemmed := stemmed || written;
    end if;
    matching := case when matching is null then stemmed else matching && stemmed end;
  end loop;
  return matching;
end;
$$;

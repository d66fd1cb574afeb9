-- Record-book numbers copied from a PDF or a web page (issue 31): a number pasted with no-break spaces, thin
-- spaces, a soft hyphen or an en dash was refused by entries_record_book_check, whose message tells the team that
-- spaces and hyphens are allowed. The number is now normalised before the rules and the constraints read it, by a
-- trigger of its own that fires before entries_before_write (the triggers of one event fire in name order): every
-- Unicode space, tab and line break becomes a plain space; the invisible characters (soft hyphen, zero-width
-- spaces and joiners, word joiner, byte-order mark) go; the typographic dashes, the fraction and division slashes
-- and the full-width forms become the ASCII hyphen, slash and dot; then the number is trimmed.
-- lib/validation/record-book.ts holds the same lists for the form; tests/support/entries/rules.ts sends each
-- character through the API on both backends.
--
-- entries_record_book_unique needs no change: it indexes record_book_key, generated from the stored number, which
-- after this trigger holds ASCII only (entries_record_book_check), so its `\s` (ASCII whitespace in every locale)
-- already ignores every space a number can still contain. Two numbers that differ only by the separators a copy
-- brought are the same number.

create function cup.record_book_normalised(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select cup.trimmed(translate(
    value,
    -- spaces, dashes, slashes, dots, then the invisible characters: without a counterpart, translate() deletes them
    E'\u0009\u000a\u000b\u000c\u000d\u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000'
      || E'\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d'
      || E'\u2044\u2215\uff0f'
      || E'\u2024\uff0e'
      || E'\u00ad\u180e\u200b\u200c\u200d\u2060\ufeff',
    repeat(' ', 24) || repeat('-', 10) || repeat('/', 3) || repeat('.', 2)
  ));
$$;

-- Security definer, like the entries' other triggers: the API roles may run none of cup's functions.
create function cup.entry_record_book_normalise()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.record_book := cup.record_book_normalised(new.record_book);
  return new;
end;
$$;

create trigger entries_before_normalise
  before insert or update of record_book on public.entries
  for each row execute function cup.entry_record_book_normalise();

-- This migration's functions are the database's own: nobody runs them through the API (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;

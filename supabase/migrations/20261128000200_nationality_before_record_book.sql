-- Porto Box Cup: a nationality that is not listed is refused before the record-book number is compared
-- (docs/cup.md §5, §8, docs/decisions.md D68).
--
-- PostgreSQL checks a unique index when the row is stored and foreign keys only after it, so a team that sent a
-- made-up nationality learned from the SQLSTATE whether a record-book number was already entered this edition by
-- any team: 23505 when taken, 23503 when free, with nothing written either way. Every rule a team's write can break
-- is now judged before the row is stored: the category and the weight class by entries_before_write, the
-- nationality here, with a stable key, so a bad nationality is refused the same way whatever the number. The
-- foreign key stays as the last word for any other path. A row whose nationality does not change (a withdrawal, the
-- queue's own updates) is left alone.

create function cup.entry_nationality_listed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.nationality is null or (tg_op = 'UPDATE' and new.nationality is not distinct from old.nationality) then
    return new; -- a missing nationality is the not-null constraint's to name
  end if;
  if not exists (select 1 from public.countries c where c.name = new.nationality) then
    perform cup.refuse('nationality_not_listed', 'The nationality must be one of the listed countries.');
  end if;
  return new;
end;
$$;

create trigger entries_nationality_listed
  before insert or update on public.entries
  for each row execute function cup.entry_nationality_listed();

-- This migration's functions are the database's own: nobody runs them through the API (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;

-- Porto Box Cup: a bracket is drawn only once the edition's entries have closed (docs/cup.md §11, docs/decisions.md
-- D66).
--
-- Publishing a draw fixes its bracket's boxers (cup.entry_draw_guard), so a bracket drawn while teams may still enter
-- would lock them out of it with a refusal they cannot act on. Entries close at the edition's deadline,
-- `registration_closes_at`, read against the cup's clock; there is no earlier close per bracket. Every write to a
-- draw (a draw, a redraw, a publication, a correction) is refused before that instant, whoever makes it.

create function cup.draw_after_entries_close()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  closes timestamptz;
begin
  select e.registration_closes_at into closes from public.editions e where e.year = new.edition;
  -- An unknown edition is the foreign key's to refuse.
  if closes is not null and cup.now() < closes then
    perform cup.refuse(
      'entries_still_open',
      format('Entries for the %s edition are open until %s: a bracket is drawn once they close.', new.edition, closes)
    );
  end if;
  return new;
end;
$$;

-- Triggers of one event fire in name order: this one runs before draws_before_write, so a draw before the deadline
-- is refused for that reason first, whatever else is wrong with it.
create trigger draws_after_entries_close
  before insert or update on public.draws
  for each row execute function cup.draw_after_entries_close();

-- This migration's functions are the database's own: nobody runs them through the API (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;

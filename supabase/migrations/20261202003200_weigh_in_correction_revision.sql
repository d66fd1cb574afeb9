-- Porto Box Cup: a correction of a weigh-in names the revision it corrects (docs/cup.md §13, docs/decisions.md D92).
--
-- Two organisers correcting one boxer's weigh-in at the same moment both typed against what their page showed. The
-- row lock makes the second UPDATE wait for the first and then run against the first one's row, so without this the
-- second correction would silently overwrite the first (a lost update). A PATCH now writes the `revision` its page
-- showed: the trigger below, which runs before cup.weigh_in_before_write (same-event triggers fire in name order),
-- refuses it with `weigh_in_recorded` when the row has moved on meanwhile, and otherwise leaves the revision as it is
-- for the weigh-in's trigger to count. A write already stored under its idempotency key (a resend of the same
-- correction) is let through to that trigger, which acknowledges it. A PATCH that names no revision corrects the row
-- as it stands, as before.

create function cup.weigh_in_before_correction()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.weigh_in_changes c where c.idempotency_key = new.idempotency_key) then
    new.revision := old.revision;
  elsif new.revision is distinct from old.revision then
    perform cup.refuse(
      'weigh_in_recorded',
      format('This weigh-in was corrected meanwhile (now revision %s, not %s): read it again before correcting it.', old.revision, new.revision)
    );
  end if;
  return new;
end;
$$;

create trigger weigh_ins_before_correction
  before update on public.weigh_ins
  for each row execute function cup.weigh_in_before_correction();

grant update (revision) on table public.weigh_ins to authenticated;

-- This migration's functions are the database's own: nobody runs them through the API (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;

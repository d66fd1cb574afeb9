-- Porto Box Cup: a change the waiting list makes by itself is the cup's, not the account's whose request set it off
-- (docs/cup.md §5, docs/decisions.md D69).
--
-- When team A withdraws a boxer, the first waiting boxer of the bracket (team F's) is entered, and the queue's line
-- in F's change log carried A's account as its actor: F, which reads its own lines, learned who A is. Lines the
-- queue writes (reason `queue`) now name no account: their actor kind is `cup`, and `cause_id` points at the line
-- of the request that freed the place (a withdrawal or a move, in the same transaction), which only the organisers
-- may read. The lines written before this migration are rewritten the same way; their cause is not recorded.

alter table public.entry_changes drop constraint entry_changes_actor_kind_check;
alter table public.entry_changes
  add constraint entry_changes_actor_kind_check check (actor_kind in ('team', 'organiser', 'service', 'cup'));
-- No foreign key: erasing a team (docs/operations.md) deletes its lines, and the other teams' lines they caused stay.
alter table public.entry_changes add column cause_id bigint;
alter table public.entry_changes
  add constraint entry_changes_cup_check check ((reason = 'queue') = (actor_kind = 'cup') and (actor_kind <> 'cup' or actor_id is null));

update public.entry_changes set actor_kind = 'cup', actor_id = null where reason = 'queue';

-- As in 20261125000000_entries.sql, with the queue's lines written as the cup's. The request's own line is written
-- first and its id handed to the recompute (a transaction-local setting, like cup.queue_update), so each line the
-- queue writes names the request that caused it.
create or replace function cup.entry_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  queue_update boolean := coalesce(current_setting('cup.queue_update', true), '') = 'on';
  line bigint;
begin
  insert into public.entry_changes (entry_id, team_id, edition, operation, reason, actor_id, actor_kind, changed_at, before, after, cause_id)
  values (
    coalesce(new.id, old.id),
    coalesce(new.team_id, old.team_id),
    coalesce(new.edition, old.edition),
    lower(tg_op),
    case when queue_update then 'queue' else 'request' end,
    case when queue_update then null else auth.uid() end,
    case when queue_update then 'cup' else cup.actor_kind() end,
    cup.now(),
    case when tg_op <> 'INSERT' then to_jsonb(old) end,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when queue_update then nullif(current_setting('cup.queue_cause', true), '')::bigint end
  )
  returning id into line;
  if not queue_update then
    perform set_config('cup.queue_cause', line::text, true);
    if tg_op <> 'DELETE' then
      perform cup.recompute_bracket(new.edition, new.category, new.sex, new.weight_class);
    end if;
    if tg_op <> 'INSERT' and (tg_op = 'DELETE' or (old.category, old.sex, old.weight_class) <> (new.category, new.sex, new.weight_class)) then
      perform cup.recompute_bracket(old.edition, old.category, old.sex, old.weight_class);
    end if;
  end if;
  return null;
end;
$$;

-- This migration's functions are the database's own: nobody runs them through the API (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;

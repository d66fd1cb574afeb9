-- Porto Box Cup: a result carries an idempotency key, as a weigh-in does (docs/cup.md §11, docs/decisions.md D98).
--
-- The offline desk (issue 35) queues results typed without a network and sends them when it returns, perhaps twice
-- (a resend after a timeout, a replayed outbox). A result's primary key already refuses a second result for a bout
-- (`bout_already_recorded`), but a replay must be acknowledged, not refused, and told apart from another desk that
-- recorded the bout differently. So each result write may carry a client-made UUID, `idempotency_key`; the bracket's
-- log, `public.draw_changes`, holds the keys unique (one line per write). The trigger, under the bracket's draw lock,
-- finds a key already logged and acknowledges the write without changing anything: the insert is skipped (the POST
-- answers 201 with no row), the update keeps the row. A write with another key is judged as before. A write without
-- a key (the walkovers the weigh-in writes, older clients) is judged as before too.

alter table public.draw_changes
  add column idempotency_key uuid constraint draw_changes_idempotency_key_unique unique;

-- The write's key, read by the trigger and kept only in the log: the row always holds null, so a later PATCH that
-- sends no key (a server action, the weigh-in's trigger) is never mistaken for a replay of the last one.
alter table public.bouts add column idempotency_key uuid;

-- The bout rules of 20261130000000_weigh_in.sql, with one change: a write whose key is already logged is
-- acknowledged and changes nothing, and the log line of a write keeps its key.
create or replace function cup.bout_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.draws%rowtype;
  sides record;
  parent text;
  reason text := new.correction;
  write_key uuid := new.idempotency_key;
begin
  if tg_op = 'UPDATE'
     and ((new.edition, new.category, new.sex, new.weight_class, new.node) is distinct from (old.edition, old.category, old.sex, old.weight_class, old.node)
          or (new.recorded_at, new.recorded_by) is distinct from (old.recorded_at, old.recorded_by)) then
    perform cup.refuse('bout_column_fixed', 'A result''s bracket, node and stamps are written by the database.');
  end if;
  new.correction := null;
  new.idempotency_key := null;
  if coalesce(current_setting('cup.weigh_in_write', true), '') <> 'on' then
    new.walkover_cause := null;
  end if;
  select * into d from public.draws x
   where (x.edition, x.category, x.sex, x.weight_class) = (new.edition, new.category, new.sex, new.weight_class)
     for update;
  if not found or not d.published then
    perform cup.refuse('draw_not_published', 'Results are recorded in a published draw.');
  end if;
  -- A write already stored under this key (a double tap, a resend, a replayed outbox): acknowledged, nothing changes.
  if write_key is not null and exists (select 1 from public.draw_changes c where c.idempotency_key = write_key) then
    if tg_op = 'INSERT' then
      return null;
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' and exists (
    select 1 from public.bouts b
     where (b.edition, b.category, b.sex, b.weight_class, b.node) = (new.edition, new.category, new.sex, new.weight_class, new.node)
  ) then
    perform cup.refuse('bout_already_recorded', 'This bout''s result is recorded; correct it instead.');
  end if;
  select * into sides from cup.node_sides(d, new.node);
  if sides.a_state <> 'boxer' or sides.b_state <> 'boxer' then
    perform cup.refuse('bout_not_ready', 'This bout has not both its boxers yet (a bye, or an earlier bout not decided).');
  end if;
  if new.winner is null then
    if new.walkover_cause is distinct from 'both' then
      perform cup.refuse('winner_not_in_bout', 'A bout without a winner is one both boxers lost at the weigh-in.');
    end if;
  elsif new.winner is distinct from sides.a_entry and new.winner is distinct from sides.b_entry then
    perform cup.refuse('winner_not_in_bout', 'The winner must be one of the bout''s two boxers.');
  end if;
  if tg_op = 'UPDATE' then
    if (new.winner, new.method, new.walkover_cause) is not distinct from (old.winner, old.method, old.walkover_cause) then
      return new;
    end if;
    parent := cup.parent_node(new.node);
    if parent is not null and exists (
      select 1 from public.bouts b
       where (b.edition, b.category, b.sex, b.weight_class, b.node) = (new.edition, new.category, new.sex, new.weight_class, parent)
    ) then
      perform cup.refuse('correction_blocked', 'A later bout depends on this result: correct that one first.');
    end if;
  end if;
  new.recorded_at := cup.now();
  new.recorded_by := auth.uid();
  insert into public.draw_changes (edition, category, sex, weight_class, event, node, reason, actor_id, actor_kind, changed_at, before, after, idempotency_key)
  values (d.edition, d.category, d.sex, d.weight_class,
          case when tg_op = 'INSERT' then 'result' else 'result_correction' end,
          new.node, nullif(cup.trimmed(reason), ''), auth.uid(), cup.actor_kind(), cup.now(),
          case when tg_op = 'UPDATE' then jsonb_build_object('winner', old.winner, 'method', old.method, 'walkover_cause', old.walkover_cause) end,
          jsonb_build_object('winner', new.winner, 'method', new.method, 'walkover_cause', new.walkover_cause),
          write_key);
  return new;
end;
$$;

grant insert (idempotency_key) on table public.bouts to authenticated;
grant update (idempotency_key) on table public.bouts to authenticated;

-- This migration's functions are the database's own: nobody runs them through the API (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;

-- Porto Box Cup: the teams' notifications, an outbox derived from the cup's event log (docs/cup.md §15,
-- docs/decisions.md D95-D97).
--
-- The event log (20261201000000_cup_events.sql) already holds, written by the database in each change's transaction,
-- every event and the entries (with their teams) it concerns. This migration adds no second log: an AFTER INSERT
-- trigger on public.cup_event_teams turns each (event, team) worth a message into one row of public.notifications in
-- that same transaction, held unique per (event, team), so a replayed event or a retried trigger adds nothing and a
-- rolled-back change leaves nothing. A team's kind switched off, or a team unsubscribed, gets no row.
--
-- The sender (supabase/functions/send-notifications, docs/deploy.md) writes through table endpoints only the secret
-- key may use: a line in public.notification_claims groups each team's pending rows into one mail (a digest; its id
-- is the mail's Message-ID and the provider's idempotency key) and leases a batch of mails, which it reads from
-- public.notification_outgoing; a line in public.notification_attempts marks one sent, or failed with a back-off,
-- and after the last attempt failed for good: kept, shown on the desk, never deleted.

-- What a team hears, and in which language. A team without a row hears every kind, in the language it registered in
-- (user_metadata.locale, D23); its row changes that.
create table public.notification_settings (
  team_id uuid primary key constraint notification_settings_team_fkey references auth.users (id) on delete cascade,
  locale text not null constraint notification_settings_locale_check check (locale in ('en', 'pt', 'es')),
  muted text[] not null default '{}' constraint notification_settings_muted_check
    check (muted <@ array['promoted', 'entry_changed', 'draw', 'schedule', 'weigh_in', 'result']),
  unsubscribed_at timestamptz
);

-- The capability a team's mails carry for the one-click unsubscribe (D96): 64 hex digits from two random UUIDs (244
-- random bits), unguessable, valid for that team only. No API role reads this table: only the sender's claim does.
create table cup.unsubscribe_tokens (
  team_id uuid primary key constraint unsubscribe_tokens_team_fkey references auth.users (id) on delete cascade,
  token text not null default encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex')
    constraint unsubscribe_tokens_token_unique unique
);

-- A team's settings, created with its defaults the first time they are needed.
create function cup.notification_settings_of(p_team uuid)
returns public.notification_settings
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.notification_settings%rowtype;
begin
  select * into s from public.notification_settings where team_id = p_team;
  if not found then
    insert into public.notification_settings (team_id, locale)
    select u.id, case when u.raw_user_meta_data ->> 'locale' in ('pt', 'es') then u.raw_user_meta_data ->> 'locale' else 'en' end
      from auth.users u where u.id = p_team
    on conflict (team_id) do nothing;
    select * into s from public.notification_settings where team_id = p_team;
  end if;
  -- A team that saved its settings in the portal before its first notification has no token yet.
  insert into cup.unsubscribe_tokens (team_id) values (p_team) on conflict (team_id) do nothing;
  return s;
end;
$$;

-- One mail: a digest of a team's pending notifications. Its id is the Message-ID's local part and the idempotency key
-- the provider holds, so a mail sent again after a crash between sending and marking is delivered once.
create table public.notification_mails (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null constraint notification_mails_team_fkey references auth.users (id) on delete cascade,
  locale text not null,
  status text not null default 'queued' constraint notification_mails_status_check check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  leased_until timestamptz,
  last_error text,
  created_at timestamptz not null,
  sent_at timestamptz
);
create index notification_mails_due on public.notification_mails (status, next_attempt_at);

-- The outbox: one row per (event, team) worth a message, in the event's transaction.
create table public.notifications (
  id bigint generated always as identity primary key,
  event_id bigint not null constraint notifications_event_fkey references public.cup_events (id) on delete cascade,
  team_id uuid not null constraint notifications_team_fkey references auth.users (id) on delete cascade,
  kind text not null constraint notifications_kind_check
    check (kind in ('promoted', 'entry_changed', 'draw', 'schedule', 'weigh_in', 'result')),
  -- The team's entries the event concerns (a draw may place several of its boxers).
  entries uuid[] not null,
  -- Real time, not the cup's clock (cup.now()): a digest waits real minutes for more news, and a test that sets the
  -- cup's clock back does not make a team's news younger than a claim made after it.
  created_at timestamptz not null,
  mail_id uuid constraint notifications_mail_fkey references public.notification_mails (id),
  constraint notifications_event_team_unique unique (event_id, team_id)
);
create index notifications_pending on public.notifications (team_id, created_at) where mail_id is null;
create index notifications_mail on public.notifications (mail_id);

-- Which events a team hears about, and as what kind; null: none. A team's own withdrawal or move is not news to it;
-- a day locked says nothing new to a boxer whose bout was already placed; a walkover is the weigh-in's news.
create function cup.notification_kind(e public.cup_events)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when e.kind = 'entry_promoted' then 'promoted'
    when e.kind in ('entry_withdrawn', 'entry_moved') and e.actor_kind <> 'team' then 'entry_changed'
    when e.kind in ('draw_published', 'draw_corrected') then 'draw'
    when e.kind = 'bout_placed' then 'schedule'
    when e.kind = 'bout_moved'
     and (e.before -> 'bout_number', e.before -> 'ring', e.before -> 'day', e.before -> 'session')
         is distinct from (e.after -> 'bout_number', e.after -> 'ring', e.after -> 'day', e.after -> 'session') then 'schedule'
    when e.kind in ('result', 'result_corrected') and e.after ->> 'method' = 'walkover' then 'weigh_in'
    when e.kind in ('result', 'result_corrected') then 'result'
  end;
$$;

create function cup.notify_team_of_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.cup_events%rowtype;
  kind text;
  s public.notification_settings%rowtype;
begin
  select * into e from public.cup_events where id = new.event_id;
  kind := cup.notification_kind(e);
  if kind is null then
    return null;
  end if;
  s := cup.notification_settings_of(new.team_id);
  if s.unsubscribed_at is not null or kind = any(s.muted) then
    return null;
  end if;
  insert into public.notifications (event_id, team_id, kind, entries, created_at)
  values (new.event_id, new.team_id, kind, array[new.entry_id], now())
  on conflict (event_id, team_id) do update
    set entries = public.notifications.entries || excluded.entries
    where not excluded.entries[1] = any(public.notifications.entries);
  return null;
end;
$$;

create trigger cup_event_teams_notify
  after insert on public.cup_event_teams
  for each row execute function cup.notify_team_of_event();

-- The sender's claims (secret key only): a line per claim, written with `return=representation`. Under one lock, its
-- BEFORE INSERT trigger gives every team whose oldest pending notification has waited `settle_seconds` one mail
-- grouping all its pending notifications (a digest); then leases up to `max_mails` mails due (queued, their back-off
-- over, no live lease) for `lease_seconds` and names them in `mail_ids`. A sender that dies holding a lease leaves its
-- mails to the next claim once the lease ends; what each mail says is read from public.notification_outgoing.
create table public.notification_claims (
  id bigint generated always as identity primary key,
  max_mails integer not null default 20 constraint notification_claims_max_check check (max_mails between 1 and 1000),
  lease_seconds integer not null default 60 constraint notification_claims_lease_check check (lease_seconds between 0 and 3600),
  settle_seconds integer not null default 120 constraint notification_claims_settle_check check (settle_seconds between 0 and 3600),
  claimed_at timestamptz not null,
  mail_ids uuid[] not null default '{}'
);

create function cup.claim_notification_mails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  at timestamptz := cup.now();
  team uuid;
  mail uuid;
begin
  -- 36: issue 36's lock, so two senders never group the same rows twice nor lease the same mail.
  perform pg_advisory_xact_lock(36);
  for team in
    select n.team_id from public.notifications n where n.mail_id is null
     group by n.team_id having min(n.created_at) <= now() - make_interval(secs => new.settle_seconds)
  loop
    insert into public.notification_mails (team_id, locale, next_attempt_at, created_at)
    values (team, (cup.notification_settings_of(team)).locale, at, at)
    returning id into mail;
    update public.notifications set mail_id = mail where team_id = team and mail_id is null;
  end loop;

  with due as (
    select m.id from public.notification_mails m
     where m.status = 'queued' and m.next_attempt_at <= at and (m.leased_until is null or m.leased_until <= at)
     order by m.next_attempt_at, m.id
     limit new.max_mails
  ), leased as (
    update public.notification_mails m
       set leased_until = at + make_interval(secs => new.lease_seconds), attempts = m.attempts + 1
      from due where m.id = due.id
    returning m.id, m.next_attempt_at
  )
  select coalesce(array_agg(l.id order by l.next_attempt_at, l.id), '{}') into new.mail_ids from leased l;
  new.claimed_at := at;
  return new;
end;
$$;

create trigger notification_claims_claim
  before insert on public.notification_claims
  for each row execute function cup.claim_notification_mails();

-- What each mail says, for the sender (secret key only): its address, language, the team's unsubscribe token, and its
-- notifications in the order their events committed, each with the event and the team's boxers it concerns.
create view public.notification_outgoing as
select m.id, m.team_id, m.locale, m.status, m.attempts, m.leased_until, u.email as "to", p.team_name, t.token as unsubscribe_token,
       (select jsonb_agg(jsonb_build_object(
                 'kind', n.kind, 'event', e.kind, 'edition', e.edition, 'day', e.day, 'category', e.category, 'sex', e.sex,
                 'weight_class', e.weight_class, 'node', e.node, 'before', e.before, 'after', e.after,
                 'boxers', (select jsonb_agg(jsonb_build_object('id', x.id, 'name', x.first_name || ' ' || x.last_name)
                                             order by x.last_name, x.first_name)
                              from public.entries x where x.id = any(n.entries))
               ) order by e.version nulls last, e.id)
          from public.notifications n join public.cup_events e on e.id = n.event_id
         where n.mail_id = m.id) as items
  from public.notification_mails m
  join auth.users u on u.id = m.team_id
  left join public.user_profiles p on p.user_id = m.team_id
  left join cup.unsubscribe_tokens t on t.team_id = m.team_id;

-- The sender's report on each attempt (secret key only): a line per attempt, `error` null when the provider took the
-- mail. The trigger marks the mail sent, or queues it again after a back-off of 1, 2, 4, 8 minutes; after the fifth
-- attempt it is failed for good, kept for the desk. A report on a mail already sent or failed changes nothing (a
-- sender that lost its lease and sent again reports twice; the provider delivered once, by the mail's id).
create table public.notification_attempts (
  id bigint generated always as identity primary key,
  mail_id uuid not null constraint notification_attempts_mail_fkey references public.notification_mails (id) on delete cascade,
  error text constraint notification_attempts_error_check check (char_length(error) between 1 and 500),
  reported_at timestamptz not null
);
create index notification_attempts_mail on public.notification_attempts (mail_id, id);

create function cup.report_notification_attempt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.notification_mails%rowtype;
begin
  new.reported_at := cup.now();
  select * into m from public.notification_mails where id = new.mail_id for update;
  if m.status <> 'queued' then
    return new;
  end if;
  if new.error is null then
    update public.notification_mails set status = 'sent', sent_at = new.reported_at, leased_until = null, last_error = null
     where id = m.id;
  else
    update public.notification_mails
       set status = case when m.attempts >= 5 then 'failed' else 'queued' end,
           next_attempt_at = new.reported_at + make_interval(mins => power(2, greatest(m.attempts, 1) - 1)::integer),
           leased_until = null, last_error = new.error
     where id = m.id;
  end if;
  return new;
end;
$$;

create trigger notification_attempts_report
  before insert on public.notification_attempts
  for each row execute function cup.report_notification_attempt();

-- One-click unsubscribe (RFC 8058): anyone holding a team's token posts it here (`return=minimal`); the trigger
-- unsubscribes that team, which hears nothing more until it turns its notifications back on in the portal, and keeps
-- the line without the token. An unknown token is refused (`unsubscribe_token_unknown`) and changes nothing.
create table public.notification_unsubscribes (
  id bigint generated always as identity primary key,
  token text,
  team_id uuid constraint notification_unsubscribes_team_fkey references auth.users (id) on delete cascade,
  unsubscribed_at timestamptz not null default now()
);

create function cup.unsubscribe_by_token()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select t.team_id into new.team_id from cup.unsubscribe_tokens t where t.token = new.token and new.token ~ '^[0-9a-f]{64}$';
  if new.team_id is null then
    perform cup.refuse('unsubscribe_token_unknown', 'This unsubscribe link is not valid');
  end if;
  new.token := null;
  new.unsubscribed_at := cup.now();
  update public.notification_settings s set unsubscribed_at = coalesce(s.unsubscribed_at, new.unsubscribed_at)
   where s.team_id = new.team_id;
  return new;
end;
$$;

create trigger notification_unsubscribes_token
  before insert on public.notification_unsubscribes
  for each row execute function cup.unsubscribe_by_token();

-- Row-level security. A team reads and changes its own settings, and reads its own notifications and mails;
-- organisers read every mail and attempt, to see those that keep failing. Anyone may post an unsubscribe token and read
-- nothing back. Only the triggers write the outbox, the mails and the claims.
alter table public.notification_settings enable row level security;
alter table public.notifications enable row level security;
alter table public.notification_mails enable row level security;
alter table public.notification_claims enable row level security;
alter table public.notification_attempts enable row level security;
alter table public.notification_unsubscribes enable row level security;

create policy "Teams read their settings" on public.notification_settings for select to authenticated
  using (team_id = (select auth.uid()));
create policy "Teams write their settings" on public.notification_settings for insert to authenticated
  with check (team_id = (select auth.uid()));
create policy "Teams change their settings" on public.notification_settings for update to authenticated
  using (team_id = (select auth.uid())) with check (team_id = (select auth.uid()));
create policy "Teams read their notifications" on public.notifications for select to authenticated
  using (team_id = (select auth.uid()));
create policy "Organisers read every notification" on public.notifications for select to authenticated
  using ((select cup.is_organiser()));
create policy "Teams read their mails" on public.notification_mails for select to authenticated
  using (team_id = (select auth.uid()));
create policy "Organisers read every mail" on public.notification_mails for select to authenticated
  using ((select cup.is_organiser()));
create policy "Organisers read every attempt" on public.notification_attempts for select to authenticated
  using ((select cup.is_organiser()));
create policy "Anyone posts an unsubscribe token" on public.notification_unsubscribes for insert to anon, authenticated
  with check (token is null and team_id is not null);

revoke all on table public.notification_settings, public.notifications, public.notification_mails, public.notification_claims,
  public.notification_attempts, public.notification_unsubscribes, public.notification_outgoing from anon, authenticated;
-- team_id too: PostgREST's upsert sets every column it was sent; the policies hold it to the caller's own.
grant select, insert (team_id, locale, muted, unsubscribed_at), update (team_id, locale, muted, unsubscribed_at)
  on table public.notification_settings to authenticated;
grant select on table public.notifications, public.notification_mails, public.notification_attempts to authenticated;
grant insert (token) on table public.notification_unsubscribes to anon, authenticated;
grant all on table public.notification_settings, public.notifications, public.notification_mails, public.notification_claims,
  public.notification_attempts, public.notification_unsubscribes to service_role;
grant select on table public.notification_outgoing to service_role;

-- As every migration: the cup's functions are the database's own (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;

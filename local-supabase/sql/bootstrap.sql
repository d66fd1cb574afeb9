-- What a hosted Supabase project already has before the first migration runs, applied once when the data
-- directory is created. `\ir` lines include a file, as in psql (local-supabase/db/sql-files.ts expands them):
-- the two included files are shared with the PostgreSQL 15 test of the migrations (tests/postgres/).

\ir roles.sql

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create schema auth;
\ir auth.sql

-- Local-only bookkeeping, never exposed through /rest/v1 (only the public schema is).
create schema _local;

create table _local.schema_migrations (
  version text primary key,
  applied_at timestamptz not null default now()
);

create table _local.messages (
  id text primary key,
  message_id text not null,
  created timestamptz not null default now(),
  from_name text not null,
  from_address text not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  read boolean not null default false,
  -- Headers a sender set (List-Unsubscribe, …), as Mailpit shows them.
  headers jsonb not null default '{}'
);
create index messages_created_idx on _local.messages (created desc);
-- A Message-ID is delivered once: a sender that sends a mail again under the same id (after a crash between sending
-- and recording it) finds it here, as the provider's idempotency key does hosted.
create unique index messages_message_id_key on _local.messages (message_id);

-- Fault injection for tests: when the transaction sets local_supabase.fail_profile_insert = 'on', any
-- insert into public.user_profiles fails, as a broken profile step would in production.
create function _local.fail_profile_insert() returns trigger language plpgsql as $$
begin
  if current_setting('local_supabase.fail_profile_insert', true) = 'on' then
    raise exception 'injected failure: profile creation disabled' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

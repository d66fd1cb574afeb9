-- What a hosted Supabase project's database holds before any project migration runs, reduced to what
-- supabase/migrations and the tests touch. Mirrors supabase/postgres's init scripts (initial-schema,
-- auth-schema, update-auth-permissions, grant-auth-roles-to-postgres) and GoTrue's auth.uid()/auth.jwt().
-- Run once as supabase_admin, the cluster's bootstrap superuser, as on hosted.

-- `postgres` is what `supabase db push` and the SQL editor use on hosted: NOT a superuser.
create role postgres login createdb createrole replication bypassrls;

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
-- PostgREST logs in as authenticator and switches to the role the request's JWT names.
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
-- GoTrue logs in as supabase_auth_admin and owns the auth schema.
create role supabase_auth_admin login noinherit createrole;

grant all on database postgres to postgres;
grant usage, create on schema public to postgres;
grant usage on schema public to anon, authenticated, service_role;
-- Objects postgres creates in public are granted to the API roles by default (hence the migration's revokes).
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create schema auth authorization supabase_auth_admin;
set role supabase_auth_admin;
create table auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  created_at timestamptz,
  updated_at timestamptz
);

-- GoTrue's definitions: the claims PostgREST puts in request.jwt.claims (older versions: request.jwt.claim.*).
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
reset role;

grant usage on schema auth to anon, authenticated, service_role, postgres;
grant all on all tables in schema auth to postgres;
grant all on all routines in schema auth to postgres;
alter role supabase_auth_admin set search_path = auth;

-- What a hosted Supabase project's database holds before any project migration runs, reduced to what
-- supabase/migrations and the tests touch. Mirrors supabase/postgres's init scripts (initial-schema,
-- auth-schema, update-auth-permissions, grant-auth-roles-to-postgres). Run once as supabase_admin, the
-- cluster's bootstrap superuser, as on hosted. The API roles and GoTrue's auth tables and functions are the
-- embedded backend's own files (`\ir`, as in psql: tests/postgres/cluster.ts expands them); what stays here
-- is what only a real cluster has: the login roles, ownership and the grants between them.

-- `postgres` is what `supabase db push` and the SQL editor use on hosted: NOT a superuser.
create role postgres login createdb createrole replication bypassrls;
\ir ../../local-supabase/sql/roles.sql

-- PostgREST logs in as authenticator and switches to the role the request's JWT names.
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
-- GoTrue logs in as supabase_auth_admin and owns the auth schema.
create role supabase_auth_admin login noinherit createrole;

grant all on database postgres to postgres;
-- Hosted lets postgres `SET session_replication_role` (the supautils extension lists it among the settings its
-- privileged role may change), which a restore of a data dump needs (docs/operations.md §2); PostgreSQL 15's
-- parameter grant gives this cluster the same permission without the extension.
grant set on parameter session_replication_role to postgres;
grant usage, create on schema public to postgres;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create schema auth authorization supabase_auth_admin;
set role supabase_auth_admin;
\ir ../../local-supabase/sql/auth.sql
-- GoTrue turns row-level security on for its tables, with no policy (supabase/auth migration 20240612123726): only
-- their owner and roles with BYPASSRLS, such as postgres, read them, which the security definer functions of
-- supabase/migrations (owned by postgres) rely on.
alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.flow_state enable row level security;
reset role;

grant usage on schema auth to postgres;
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
grant all on all routines in schema auth to postgres;
alter role supabase_auth_admin set search_path = auth;

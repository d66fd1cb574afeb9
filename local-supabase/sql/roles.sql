-- The API roles every Supabase project has, and the default grants that hand what `postgres` creates in the
-- public schema to them (migrations narrow from there; hence their revokes). `postgres` must exist: it is the
-- role migrations run as, on hosted (`supabase db push`) and in the embedded backend (PGlite's own user).
-- Shared by bootstrap.sql and tests/postgres/hosted-roles.sql.

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;

-- Porto Box Cup: the versions an open page polls to know whether what it shows is still current (docs/cup.md §14,
-- docs/decisions.md D91).
--
-- One row per scope a page shows: the edition (any public change), a fight day (the "today" page: the day's order
-- and results) and a bracket (its public page: the draw, its results). Each carries the highest version of the
-- public events of that scope (public.cup_events, 20261201000000_cup_events.sql), so a page that shows version v of
-- its scope and reads a higher one knows something changed, and a lower one (an older copy from a cache) is ignored.
-- Private events (entries) are left out: the rows say nothing the public pages do not show, and are the same for
-- every caller, so one cached copy serves every viewer.
create view public.live_versions as
select e.edition, 'edition'::text as scope, e.edition::text as key, max(e.version) as version
  from public.cup_events e
 where e.audience = 'public' and e.version is not null
 group by e.edition
union all
select e.edition, 'day', e.day::text, max(e.version)
  from public.cup_events e
 where e.audience = 'public' and e.version is not null and e.day is not null
 group by e.edition, e.day
union all
select e.edition, 'bracket', e.category || '/' || e.sex || '/' || e.weight_class, max(e.version)
  from public.cup_events e
 where e.audience = 'public' and e.version is not null and e.category is not null
 group by e.edition, e.category, e.sex, e.weight_class;

revoke all on table public.live_versions from anon, authenticated;
grant select on table public.live_versions to anon, authenticated, service_role;

-- As every migration: the cup's functions are the database's own (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;

-- Porto Box Cup: organisers enter nobody (docs/decisions.md D56, D67), not even under their own account.
--
-- Every account has a profile, organisers' included, so the teams' insert policy ("the row is the caller's own")
-- let an organiser's token enter boxers as if the organiser were a team, and the entry trigger, which lets the
-- organiser role past the deadline for the entries check, let it do so after the deadline too. The insert policy is
-- the teams': a caller whose token carries the organiser role gets no insert policy at all, and row-level security
-- refuses the row (42501), as it refuses an organiser's insert for another team.

alter policy "Teams enter their own boxers"
  on public.entries
  with check ((select auth.uid()) = team_id and not (select cup.is_organiser()));

-- No function is created here; every migration ends the same way all the same (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;

-- When the signed-in user last opened their dashboard, so the first visit is greeted 'Welcome'
-- and every later one 'Welcome back' (decided from data, not guessed). Users cannot write the
-- column; mark_dashboard_visit() stamps it for the caller and says whether a visit came before.
alter table public.profile add column dashboard_seen_at timestamptz;

-- The previous visit (null on the first), after recording this one. Locks the caller's profile
-- row, so two tabs opened at once cannot both be told it is the first visit.
create function public.mark_dashboard_visit() returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_previous timestamptz;
begin
  if (select auth.uid()) is null then
    raise exception 'Auth session missing!' using errcode = '42501';
  end if;
  select p.dashboard_seen_at into v_previous from public.profile p where p.user_id = (select auth.uid()) for update;
  if not found then
    raise exception 'no profile for the signed-in user' using errcode = 'P0002';
  end if;
  update public.profile p set dashboard_seen_at = now() where p.user_id = (select auth.uid());
  return v_previous;
end
$$;

revoke execute on function public.mark_dashboard_visit() from public, anon;
grant execute on function public.mark_dashboard_visit() to authenticated, service_role;

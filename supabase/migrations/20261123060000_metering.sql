-- Server-side metering: every metered answer is charged in the request that produces it, through
-- charge_credits, which also enforces the account's state (paused, trial ended) and makes a
-- retried request with the same Idempotency-Key cost nothing more.

-- One row per charged request that carried an Idempotency-Key: a retry finds it and is not charged again.
create table public.metered_charges (
  user_id uuid not null references public.profile (user_id) on delete cascade,
  idempotency_key text not null check (char_length(idempotency_key) between 1 and 255),
  service text not null check (char_length(service) <= 100),
  cost integer not null check (cost >= 0),
  created_at timestamptz not null default now(),
  primary key (user_id, idempotency_key)
);

alter table public.metered_charges enable row level security;
-- No policies: only the service role and the function below touch it.
revoke all on public.metered_charges from anon, authenticated;

/**
 * The metering state of an account before any work is done: 'ok', 'legacy', 'paused',
 * 'trial_ended', 'no_credits' (with the balance), or 'unknown_user'.
 */
create function public.metering_state(p_user_id uuid, p_cost integer)
returns table (state text, balance integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    case
      when p.monthly_plan = 'legacy' then 'legacy'
      when coalesce(s.status, 'trial') not in ('trial', 'active') then 'paused'
      when coalesce(s.status, 'trial') = 'trial' and s.trial_end is not null and s.trial_end < now() then 'trial_ended'
      when p.api_credits < p_cost then 'no_credits'
      else 'ok'
    end,
    p.api_credits
  from public.profile p
  left join public.subscriptions s on s.user_id = p.user_id
  where p.user_id = p_user_id
  union all
  select 'unknown_user', null::integer
  where not exists (select 1 from public.profile p where p.user_id = p_user_id)
$$;

/**
 * Charges p_cost credits to p_user_id for p_service, atomically with the ledger row, after
 * locking the profile. outcome: 'ok' (charged or, for legacy plans and repeated keys, charged 0),
 * 'paused', 'trial_ended', 'insufficient' or 'unknown_user'. Never goes below zero.
 */
create function public.charge_credits(p_user_id uuid, p_service text, p_cost integer, p_idempotency_key text)
returns table (outcome text, is_legacy boolean, charged integer, balance integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_plan text;
  v_credits integer;
  v_status text;
  v_trial_end timestamptz;
begin
  if p_cost is null or p_cost < 0 then
    raise exception 'p_cost must be zero or more' using errcode = '22023';
  end if;
  select p.monthly_plan, p.api_credits into v_plan, v_credits
  from public.profile p where p.user_id = p_user_id for update;
  if not found then
    return query select 'unknown_user'::text, false, 0, null::integer;
    return;
  end if;
  select s.status, s.trial_end into v_status, v_trial_end from public.subscriptions s where s.user_id = p_user_id;
  if p_idempotency_key is not null and exists (
    select 1 from public.metered_charges m where m.user_id = p_user_id and m.idempotency_key = p_idempotency_key
  ) then
    return query select 'ok'::text, v_plan = 'legacy', 0, v_credits;
    return;
  end if;
  if v_plan = 'legacy' then
    return query select 'ok'::text, true, 0, v_credits;
    return;
  end if;
  if coalesce(v_status, 'trial') not in ('trial', 'active') then
    return query select 'paused'::text, false, 0, v_credits;
    return;
  end if;
  if coalesce(v_status, 'trial') = 'trial' and v_trial_end is not null and v_trial_end < now() then
    return query select 'trial_ended'::text, false, 0, v_credits;
    return;
  end if;
  if v_credits < p_cost then
    return query select 'insufficient'::text, false, 0, v_credits;
    return;
  end if;
  if p_cost > 0 then
    update public.profile p set api_credits = p.api_credits - p_cost where p.user_id = p_user_id
    returning p.api_credits into v_credits;
    insert into public.credit_ledger (user_id, service, delta, balance_after, reason)
    values (p_user_id, p_service, -p_cost, v_credits, 'metered');
  end if;
  if p_idempotency_key is not null then
    insert into public.metered_charges (user_id, idempotency_key, service, cost)
    values (p_user_id, p_idempotency_key, p_service, p_cost);
  end if;
  return query select 'ok'::text, false, p_cost, v_credits;
end
$$;

revoke execute on function public.metering_state(uuid, integer) from public, anon, authenticated;
revoke execute on function public.charge_credits(uuid, text, integer, text) from public, anon, authenticated;
grant execute on function public.metering_state(uuid, integer) to service_role;
grant execute on function public.charge_credits(uuid, text, integer, text) to service_role;

-- Paid answers: every metered answer a signed-in account paid for (or was given free as a
-- founding customer) is kept with its request fingerprint, so that
-- - an Idempotency-Key replays only the identical request (Stripe's rules): the same key with the
--   same fingerprint within 24 hours gets the stored answer without a charge; the same key with
--   another request is refused (`key_reused`); keys are released after 24 hours;
-- - the same request again within 24 hours is answered free (`reopened`): the user already holds it;
-- - the dashboard lists recent lookups and valuations, and a stored answer reopens free.
-- Ledger rows gain a detail naming what was bought ("Crime check · M33 3HJ").

alter table public.credit_ledger add column detail text check (char_length(detail) <= 200);

create table public.paid_answers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profile (user_id) on delete cascade,
  service text not null check (char_length(service) between 1 and 100),
  -- SHA-256 (hex) of the canonical request: method, path and normalised query.
  fingerprint text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
  idempotency_key text check (char_length(idempotency_key) between 1 and 255),
  label text not null check (char_length(label) between 1 and 200),
  -- The API path and canonical query the answer came from, e.g. /api/data/crime?postcode=M33+3HJ.
  request_path text not null check (char_length(request_path) between 1 and 2000),
  status smallint not null check (status between 200 and 299),
  -- The answer as sent (JSON text); null once it has been pruned (lookups after 90 days).
  body text,
  credits integer not null check (credits >= 0),
  created_at timestamptz not null default now()
);

create unique index paid_answers_idempotency_key on public.paid_answers (user_id, idempotency_key)
where idempotency_key is not null;
create index paid_answers_fingerprint on public.paid_answers (user_id, fingerprint, created_at desc);
create index paid_answers_recent on public.paid_answers (user_id, created_at desc);
create index paid_answers_created on public.paid_answers (created_at);

alter table public.paid_answers enable row level security;

create policy "paid_answers: owner reads" on public.paid_answers
for select to authenticated
using ((select auth.uid()) = user_id);

create policy "paid_answers: owner deletes" on public.paid_answers
for delete to authenticated
using ((select auth.uid()) = user_id);

revoke all on public.paid_answers from anon, authenticated;
grant select, delete on public.paid_answers to authenticated;

/**
 * What a metered request with this fingerprint (and optional Idempotency-Key) would get before
 * any work is done: 'replay' (the key was used for this very request within 24 hours: answer_id
 * is the stored answer), 'key_reused' (the key was used for another request within 24 hours),
 * 'held' (the user paid for this request within 24 hours: answer it free), or 'new'.
 */
create function public.paid_answer_lookup(p_user_id uuid, p_fingerprint text, p_idempotency_key text)
returns table (outcome text, answer_id uuid)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_fingerprint text;
begin
  if p_idempotency_key is not null then
    select a.id, a.fingerprint into v_id, v_fingerprint
    from public.paid_answers a
    where a.user_id = p_user_id and a.idempotency_key = p_idempotency_key
      and a.created_at > now() - interval '24 hours';
    if found then
      return query select case when v_fingerprint = p_fingerprint then 'replay' else 'key_reused' end, v_id;
      return;
    end if;
  end if;
  select a.id into v_id
  from public.paid_answers a
  where a.user_id = p_user_id and a.fingerprint = p_fingerprint and a.created_at > now() - interval '24 hours'
  order by a.created_at desc
  limit 1;
  if found then
    return query select 'held'::text, v_id;
    return;
  end if;
  return query select 'new'::text, null::uuid;
end
$$;

/**
 * Pays for one answer and keeps it, atomically (profile row lock, ledger row, stored answer).
 * outcome:
 * - 'ok': charged p_cost (0 for founding customers: is_legacy) and stored;
 * - 'replay': the key was already used for this request (a parallel retry won): nothing charged;
 * - 'key_reused': the key was used for another request within 24 hours: nothing charged or stored;
 * - 'held': the user paid for this request within 24 hours: nothing charged; the new answer is
 *   stored only to bind a new Idempotency-Key;
 * - 'paused', 'trial_ended', 'insufficient', 'unknown_user': refused, nothing charged.
 * Never goes below zero.
 */
create function public.pay_for_answer(
  p_user_id uuid,
  p_service text,
  p_cost integer,
  p_fingerprint text,
  p_idempotency_key text,
  p_label text,
  p_request_path text,
  p_status integer,
  p_body text
)
returns table (outcome text, is_legacy boolean, charged integer, balance integer, answer_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_plan text;
  v_credits integer;
  v_status text;
  v_trial_end timestamptz;
  v_existing record;
  v_id uuid;
begin
  if p_cost is null or p_cost < 0 then
    raise exception 'p_cost must be zero or more' using errcode = '22023';
  end if;
  select p.monthly_plan, p.api_credits into v_plan, v_credits
  from public.profile p where p.user_id = p_user_id for update;
  if not found then
    return query select 'unknown_user'::text, false, 0, null::integer, null::uuid;
    return;
  end if;

  if p_idempotency_key is not null then
    select a.id, a.fingerprint, a.created_at into v_existing
    from public.paid_answers a
    where a.user_id = p_user_id and a.idempotency_key = p_idempotency_key;
    if found then
      if v_existing.created_at > now() - interval '24 hours' then
        return query select
          case when v_existing.fingerprint = p_fingerprint then 'replay' else 'key_reused' end,
          v_plan = 'legacy', 0, v_credits, v_existing.id;
        return;
      end if;
      -- Keys expire after 24 hours: the old answer stays, the key is free again.
      update public.paid_answers set idempotency_key = null where id = v_existing.id;
    end if;
  end if;

  if exists (
    select 1 from public.paid_answers a
    where a.user_id = p_user_id and a.fingerprint = p_fingerprint and a.created_at > now() - interval '24 hours'
  ) then
    if p_idempotency_key is not null then
      insert into public.paid_answers (user_id, service, fingerprint, idempotency_key, label, request_path, status, body, credits)
      values (p_user_id, p_service, p_fingerprint, p_idempotency_key, p_label, p_request_path, p_status, p_body, 0)
      returning id into v_id;
    end if;
    return query select 'held'::text, v_plan = 'legacy', 0, v_credits, v_id;
    return;
  end if;

  if v_plan = 'legacy' then
    insert into public.paid_answers (user_id, service, fingerprint, idempotency_key, label, request_path, status, body, credits)
    values (p_user_id, p_service, p_fingerprint, p_idempotency_key, p_label, p_request_path, p_status, p_body, 0)
    returning id into v_id;
    return query select 'ok'::text, true, 0, v_credits, v_id;
    return;
  end if;
  select s.status, s.trial_end into v_status, v_trial_end from public.subscriptions s where s.user_id = p_user_id;
  if coalesce(v_status, 'trial') not in ('trial', 'active') then
    return query select 'paused'::text, false, 0, v_credits, null::uuid;
    return;
  end if;
  if coalesce(v_status, 'trial') = 'trial' and v_trial_end is not null and v_trial_end < now() then
    return query select 'trial_ended'::text, false, 0, v_credits, null::uuid;
    return;
  end if;
  if v_credits < p_cost then
    return query select 'insufficient'::text, false, 0, v_credits, null::uuid;
    return;
  end if;
  if p_cost > 0 then
    update public.profile p set api_credits = p.api_credits - p_cost where p.user_id = p_user_id
    returning p.api_credits into v_credits;
    insert into public.credit_ledger (user_id, service, delta, balance_after, reason, detail)
    values (p_user_id, p_service, -p_cost, v_credits, 'metered', left(p_label, 200));
  end if;
  insert into public.paid_answers (user_id, service, fingerprint, idempotency_key, label, request_path, status, body, credits)
  values (p_user_id, p_service, p_fingerprint, p_idempotency_key, p_label, p_request_path, p_status, p_body, p_cost)
  returning id into v_id;
  return query select 'ok'::text, false, p_cost, v_credits, v_id;
end
$$;

revoke execute on function public.paid_answer_lookup(uuid, text, text) from public, anon, authenticated;
revoke execute on function public.pay_for_answer(uuid, text, integer, text, text, text, text, integer, text)
from public, anon, authenticated;
grant execute on function public.paid_answer_lookup(uuid, text, text) to service_role;
grant execute on function public.pay_for_answer(uuid, text, integer, text, text, text, text, integer, text) to service_role;

/**
 * POST /api/deduct-credit's charge (SPEC): now refuses what charge_credits refuses — a paused
 * account ('paused') and a trial past its end ('trial_ended') — besides an unknown key and an
 * empty balance. Founding customers are never charged.
 */
create or replace function public.deduct_credit(p_api_key text, p_service text)
returns table (outcome text, is_legacy boolean, updated_credits integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_plan text;
  v_credits integer;
  v_status text;
  v_trial_end timestamptz;
begin
  select p.user_id, p.monthly_plan, p.api_credits into v_user, v_plan, v_credits
  from public.profile p
  where p.secret_api = p_api_key
  for update;
  if not found or p_api_key is null then
    return query select 'unknown_key'::text, false, null::integer;
    return;
  end if;
  if v_plan = 'legacy' then
    return query select 'ok'::text, true, v_credits;
    return;
  end if;
  select s.status, s.trial_end into v_status, v_trial_end from public.subscriptions s where s.user_id = v_user;
  if coalesce(v_status, 'trial') not in ('trial', 'active') then
    return query select 'paused'::text, false, v_credits;
    return;
  end if;
  if coalesce(v_status, 'trial') = 'trial' and v_trial_end is not null and v_trial_end < now() then
    return query select 'trial_ended'::text, false, v_credits;
    return;
  end if;
  if v_credits < 1 then
    return query select 'insufficient'::text, false, v_credits;
    return;
  end if;
  update public.profile p set api_credits = p.api_credits - 1 where p.user_id = v_user
  returning p.api_credits into v_credits;
  insert into public.credit_ledger (user_id, service, delta, balance_after, reason)
  values (v_user, p_service, -1, v_credits, 'api_call');
  return query select 'ok'::text, false, v_credits;
end
$$;

revoke execute on function public.deduct_credit(text, text) from public, anon, authenticated;
grant execute on function public.deduct_credit(text, text) to service_role;

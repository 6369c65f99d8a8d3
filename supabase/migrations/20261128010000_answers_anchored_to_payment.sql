-- Repeats anchored to the payment (docs/decisions/metering.md, issue 40):
-- - "already held" means a charged answer (or a founding customer's grant) for the same parsed
--   request less than 24 hours old. A free repeat never extends that: it stores no new answer and
--   no new body; an Idempotency-Key sent with it is bound to the paid answer in answer_keys, a
--   small row kept 24 hours, so the key replays that answer and refuses any other request.
-- - Storage per account is bounded: at most PAID_ANSWERS_PER_DAY answers stored a day (refused
--   past it with 'answer_cap'), and calls that charge nothing are written to the API request log
--   at most p_unpaid_limit times a day (the request path refuses further calls before any work).

create table public.answer_keys (
  user_id uuid not null references public.profile (user_id) on delete cascade,
  idempotency_key text not null check (char_length(idempotency_key) between 1 and 255),
  fingerprint text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
  -- The paid answer the key replays.
  answer_id uuid not null references public.paid_answers (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, idempotency_key)
);

create index answer_keys_answer on public.answer_keys (answer_id);
create index answer_keys_created on public.answer_keys (created_at);

-- Only the server reads or writes key bindings.
alter table public.answer_keys enable row level security;
revoke all on public.answer_keys from anon, authenticated;

/**
 * What a metered request with this fingerprint (and optional Idempotency-Key) would get before
 * any work is done: 'replay' (the key was used for this very request within 24 hours: answer_id
 * is the answer it replays), 'key_reused' (the key was used for another request within 24 hours),
 * 'held' (the user paid for this request within 24 hours: answer_id is that paid answer), or 'new'.
 */
create or replace function public.paid_answer_lookup(p_user_id uuid, p_fingerprint text, p_idempotency_key text)
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
    if not found then
      select k.answer_id, k.fingerprint into v_id, v_fingerprint
      from public.answer_keys k
      where k.user_id = p_user_id and k.idempotency_key = p_idempotency_key
        and k.created_at > now() - interval '24 hours';
    end if;
    if v_id is not null then
      return query select case when v_fingerprint = p_fingerprint then 'replay' else 'key_reused' end, v_id;
      return;
    end if;
  end if;
  -- The oldest paid answer of the window is the anchor: a repeat can never move it forward.
  select a.id into v_id
  from public.paid_answers a
  where a.user_id = p_user_id and a.fingerprint = p_fingerprint and a.created_at > now() - interval '24 hours'
  order by a.created_at
  limit 1;
  if found then
    return query select 'held'::text, v_id;
    return;
  end if;
  return query select 'new'::text, null::uuid;
end
$$;

/**
 * A free repeat of an answer the user holds: binds the Idempotency-Key (if any) to the paid answer
 * and returns it. Serialised with payments by the profile row lock. outcome: 'held' (answer_id is
 * the paid answer), 'replay' / 'key_reused' (a parallel request used the key first), or 'new' (the
 * paid answer is no longer held: the caller pays as usual).
 */
create function public.hold_answer(p_user_id uuid, p_fingerprint text, p_idempotency_key text)
returns table (outcome text, answer_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_found record;
begin
  perform 1 from public.profile p where p.user_id = p_user_id for update;
  if not found then
    return query select 'new'::text, null::uuid;
    return;
  end if;
  select l.outcome, l.answer_id into v_found from public.paid_answer_lookup(p_user_id, p_fingerprint, p_idempotency_key) l;
  if v_found.outcome = 'held' and p_idempotency_key is not null then
    -- A key bound more than 24 hours ago is free again.
    delete from public.answer_keys k
    where k.user_id = p_user_id and k.idempotency_key = p_idempotency_key and k.created_at <= now() - interval '24 hours';
    update public.paid_answers a set idempotency_key = null
    where a.user_id = p_user_id and a.idempotency_key = p_idempotency_key and a.created_at <= now() - interval '24 hours';
    insert into public.answer_keys (user_id, idempotency_key, fingerprint, answer_id)
    values (p_user_id, p_idempotency_key, p_fingerprint, v_found.answer_id);
  end if;
  return query select v_found.outcome, v_found.answer_id;
end
$$;

/**
 * Pays for one answer and keeps it, atomically (profile row lock, ledger row, stored answer).
 * outcome:
 * - 'ok': charged p_cost (0 for founding customers: is_legacy) and stored;
 * - 'replay': the key was already used for this request (a parallel retry won): nothing charged;
 * - 'key_reused': the key was used for another request within 24 hours: nothing charged or stored;
 * - 'held': the user paid for this request within 24 hours (a parallel request won): nothing
 *   charged or stored; answer_id is the paid answer, which the key (if any) is bound to;
 * - 'answer_cap': the account stored its daily number of answers: nothing charged or stored;
 * - 'paused', 'trial_ended', 'insufficient', 'unknown_user': refused, nothing charged.
 * Never goes below zero.
 */
create or replace function public.pay_for_answer(
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
  v_found record;
  v_id uuid;
  v_cap_ok boolean;
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

  select l.outcome, l.answer_id into v_found from public.paid_answer_lookup(p_user_id, p_fingerprint, p_idempotency_key) l;
  if v_found.outcome in ('replay', 'key_reused') then
    return query select v_found.outcome, coalesce(v_plan = 'legacy', false), 0, v_credits, v_found.answer_id;
    return;
  end if;
  if v_found.outcome = 'held' then
    select h.outcome, h.answer_id into v_found from public.hold_answer(p_user_id, p_fingerprint, p_idempotency_key) h;
    return query select v_found.outcome, coalesce(v_plan = 'legacy', false), 0, v_credits, v_found.answer_id;
    return;
  end if;
  if p_idempotency_key is not null then
    -- Keys expire after 24 hours: the old answer stays, the key is free again.
    update public.paid_answers a set idempotency_key = null
    where a.user_id = p_user_id and a.idempotency_key = p_idempotency_key;
    delete from public.answer_keys k where k.user_id = p_user_id and k.idempotency_key = p_idempotency_key;
  end if;

  if v_plan is distinct from 'legacy' then
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
  end if;

  -- At most 10,000 stored answers per account a day (PAID_ANSWERS_PER_DAY in src/lib/api/metering/limits.ts).
  select t.allowed into v_cap_ok from public.rate_limit_take('answers:stored', p_user_id::text, 86400, 10000) t;
  if not v_cap_ok then
    return query select 'answer_cap'::text, coalesce(v_plan = 'legacy', false), 0, v_credits, null::uuid;
    return;
  end if;

  if v_plan = 'legacy' then
    insert into public.paid_answers (user_id, service, fingerprint, idempotency_key, label, request_path, status, body, credits)
    values (p_user_id, p_service, p_fingerprint, p_idempotency_key, p_label, p_request_path, p_status, p_body, 0)
    returning id into v_id;
    return query select 'ok'::text, true, 0, v_credits, v_id;
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

/**
 * Writes one API request-log row, unless the call charged nothing and the account has already
 * written p_unpaid_limit such rows today (UTC): returns whether the row was written.
 */
create function public.api_request_log_write_capped(
  p_user_id uuid,
  p_key_id uuid,
  p_channel text,
  p_endpoint text,
  p_params text,
  p_status integer,
  p_error_code text,
  p_credits integer,
  p_request_id text,
  p_unpaid_limit integer
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ok boolean := true;
begin
  if coalesce(p_credits, 0) <= 0 then
    select t.allowed into v_ok from public.rate_limit_take('api-log:unpaid', p_user_id::text, 86400, p_unpaid_limit) t;
  end if;
  if v_ok then
    perform public.api_request_log_write(
      p_user_id, p_key_id, p_channel, p_endpoint, p_params, p_status, p_error_code, p_credits, p_request_id
    );
  end if;
  return v_ok;
end
$$;

/** Calls that charged nothing the account has made today (UTC), as counted by api_request_log_write_capped. */
create function public.api_unpaid_calls_today(p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select c.hits from public.rate_limit_counters c
    where c.bucket = 'api-log:unpaid' and c.key_hash = p_user_id::text
      and c.window_start = to_timestamp(floor(extract(epoch from now()) / 86400) * 86400)
  ), 0)
$$;

/** The scheduled sweep also forgets key bindings older than a day (their keys expired at 24 hours). */
create or replace function public.housekeeping()
returns table (error_reports integer, answer_bodies integer, rate_windows integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_errors integer;
  v_bodies integer;
  v_windows integer;
begin
  delete from public.error_reports where created_at < now() - interval '30 days';
  get diagnostics v_errors = row_count;
  update public.paid_answers set body = null
  where created_at < now() - interval '90 days' and body is not null and service <> 'valuation';
  get diagnostics v_bodies = row_count;
  delete from public.rate_limit_counters where window_start < now() - interval '1 day';
  get diagnostics v_windows = row_count;
  delete from public.answer_keys where created_at < now() - interval '1 day';
  return query select v_errors, v_bodies, v_windows;
end
$$;

revoke execute on function public.hold_answer(uuid, text, text) from public, anon, authenticated;
revoke execute on function public.api_request_log_write_capped(uuid, uuid, text, text, text, integer, text, integer, text, integer)
from public, anon, authenticated;
revoke execute on function public.api_unpaid_calls_today(uuid) from public, anon, authenticated;
grant execute on function public.hold_answer(uuid, text, text) to service_role;
grant execute on function public.api_request_log_write_capped(uuid, uuid, text, text, text, integer, text, integer, text, integer)
to service_role;
grant execute on function public.api_unpaid_calls_today(uuid) to service_role;

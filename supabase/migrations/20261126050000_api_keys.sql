-- Named API keys (docs/decisions/api-v1.md, "Keys you can manage"): besides the account key
-- (profile.secret_api, which keeps working as the SPEC describes) an account may hold named keys,
-- each with a label, an optional list of the endpoints it may call, an optional monthly credit
-- cap, a last-used time, and rotation and revocation. A key is shown once when it is created or
-- rotated and stored only as its SHA-256 hash (and a short hint to recognise it by).
--
-- Users read their own keys and change them only through the security definer functions below,
-- which never touch credits, plan or the account key. The cap is held in the same transaction as
-- the charge (pay_for_answer_as_key locks the key row), so parallel calls cannot overspend it.

/** Whether a key's endpoint list is valid: null (every endpoint) or 1–30 distinct endpoint ids. */
create function public.api_key_endpoints_valid(p_endpoints jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_endpoints is null or (
    jsonb_typeof(p_endpoints) = 'array'
    and jsonb_array_length(p_endpoints) between 1 and 30
    and not exists (
      select 1 from jsonb_array_elements(p_endpoints) e
      where jsonb_typeof(e) <> 'string' or (e #>> '{}') !~ '^[a-z][a-z-]{0,39}$'
    )
    and (select count(distinct e #>> '{}') from jsonb_array_elements(p_endpoints) e) = jsonb_array_length(p_endpoints)
  )
$$;

create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profile (user_id) on delete cascade,
  label text not null check (char_length(label) between 1 and 60 and label = btrim(label)),
  -- SHA-256 (hex) of the key; the key itself is never stored.
  key_hash text not null unique check (key_hash ~ '^[0-9a-f]{64}$'),
  -- The first and last characters, so the owner can tell keys apart: "bsk_…9f3a".
  key_hint text not null check (char_length(key_hint) between 1 and 20),
  -- Endpoint ids this key may call (["crime-statistics", …]); null means every endpoint.
  endpoints jsonb check (public.api_key_endpoints_valid(endpoints)),
  -- Credits this key may spend per calendar month (UTC); null means no cap beyond the balance.
  monthly_cap integer check (monthly_cap is null or monthly_cap between 1 and 1000000),
  -- Credits spent in cap_month (the first day of a UTC month); another month counts from 0.
  cap_month date,
  cap_spent integer not null default 0 check (cap_spent >= 0),
  created_at timestamptz not null default now(),
  rotated_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz
);

create index api_keys_user on public.api_keys (user_id, created_at);

alter table public.api_keys enable row level security;

create policy "api_keys: owner reads" on public.api_keys
for select to authenticated
using ((select auth.uid()) = user_id);

revoke all on public.api_keys from anon, authenticated;
grant select (
  id, user_id, label, key_hint, endpoints, monthly_cap, cap_month, cap_spent, created_at, rotated_at, last_used_at, revoked_at
) on public.api_keys to authenticated;

/** The hash a key is stored and found by. */
create function public.api_key_hash(p_key text) returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(p_key, 'UTF8')), 'hex')
$$;

/** The first day of the current UTC month: the period a monthly cap counts. */
create function public.api_cap_month() returns date
language sql
stable
set search_path = ''
as $$
  select date_trunc('month', now() at time zone 'utc')::date
$$;

/** The caller's own keys, newest first, with what each has spent this month. */
create function public.api_keys_mine()
returns table (
  id uuid,
  label text,
  key_hint text,
  endpoints jsonb,
  monthly_cap integer,
  spent_this_month integer,
  created_at timestamptz,
  rotated_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select k.id, k.label, k.key_hint, k.endpoints, k.monthly_cap,
    case when k.cap_month = public.api_cap_month() then k.cap_spent else 0 end,
    k.created_at, k.rotated_at, k.last_used_at, k.revoked_at
  from public.api_keys k
  where k.user_id = (select auth.uid())
  order by k.revoked_at is not null, k.created_at desc
$$;

create function public.api_key_check_settings(p_label text, p_endpoints jsonb, p_monthly_cap integer) returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_label is null or char_length(btrim(p_label)) not between 1 and 60 then
    raise exception 'Give the key a name of 1 to 60 characters.' using errcode = '22023';
  end if;
  if p_endpoints is not null and jsonb_typeof(p_endpoints) = 'null' then
    return;
  end if;
  if not public.api_key_endpoints_valid(p_endpoints) then
    raise exception 'Choose at least one endpoint, or allow every endpoint.' using errcode = '22023';
  end if;
  if p_monthly_cap is not null and p_monthly_cap not between 1 and 1000000 then
    raise exception 'A monthly cap is a whole number of credits from 1 to 1000000.' using errcode = '22023';
  end if;
end
$$;

/**
 * Creates a named key for the signed-in user and returns it (the only time it is shown) with its
 * id. At most 25 active named keys per account.
 */
create function public.api_key_create(p_label text, p_endpoints jsonb default null, p_monthly_cap integer default null)
returns table (id uuid, api_key text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_key text;
  v_id uuid;
begin
  if v_user is null then
    raise exception 'Auth session missing!' using errcode = '42501';
  end if;
  perform public.api_key_check_settings(p_label, p_endpoints, p_monthly_cap);
  -- Serialise one account's key changes, so the limit below holds under parallel calls.
  perform 1 from public.profile p where p.user_id = v_user for update;
  if not found then
    raise exception 'no profile for the signed-in user' using errcode = 'P0002';
  end if;
  if (select count(*) from public.api_keys k where k.user_id = v_user and k.revoked_at is null) >= 25 then
    raise exception 'You have 25 active keys, the most an account can hold. Revoke one first.' using errcode = '54000';
  end if;
  v_key := public.generate_api_key();
  insert into public.api_keys (user_id, label, key_hash, key_hint, endpoints, monthly_cap)
  values (
    v_user, btrim(p_label), public.api_key_hash(v_key), left(v_key, 4) || '…' || right(v_key, 4),
    case when jsonb_typeof(p_endpoints) = 'null' then null else p_endpoints end, p_monthly_cap
  )
  returning api_keys.id into v_id;
  return query select v_id, v_key;
end
$$;

/** Changes a key's label, endpoints and monthly cap (all three, as the settings dialog sends them). */
create function public.api_key_update(p_id uuid, p_label text, p_endpoints jsonb, p_monthly_cap integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Auth session missing!' using errcode = '42501';
  end if;
  perform public.api_key_check_settings(p_label, p_endpoints, p_monthly_cap);
  update public.api_keys k
  set label = btrim(p_label),
    endpoints = case when jsonb_typeof(p_endpoints) = 'null' then null else p_endpoints end,
    monthly_cap = p_monthly_cap
  where k.id = p_id and k.user_id = (select auth.uid()) and k.revoked_at is null;
  if not found then
    raise exception 'No such active key.' using errcode = 'P0002';
  end if;
end
$$;

/** Gives a key a new secret (the old one stops working at once) and returns it, shown once. */
create function public.api_key_rotate(p_id uuid) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text := public.generate_api_key();
begin
  if (select auth.uid()) is null then
    raise exception 'Auth session missing!' using errcode = '42501';
  end if;
  update public.api_keys k
  set key_hash = public.api_key_hash(v_key), key_hint = left(v_key, 4) || '…' || right(v_key, 4), rotated_at = now()
  where k.id = p_id and k.user_id = (select auth.uid()) and k.revoked_at is null;
  if not found then
    raise exception 'No such active key.' using errcode = 'P0002';
  end if;
  return v_key;
end
$$;

/** Revokes a key for good: the next request with it is refused. The row stays for the usage history. */
create function public.api_key_revoke(p_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Auth session missing!' using errcode = '42501';
  end if;
  update public.api_keys k set revoked_at = now()
  where k.id = p_id and k.user_id = (select auth.uid()) and k.revoked_at is null;
  if not found then
    raise exception 'No such active key.' using errcode = 'P0002';
  end if;
end
$$;

/**
 * Who a key belongs to, for the property API and the MCP server (service role): the account key
 * (key_id null) or an active named key with its endpoints, cap and what it spent this month.
 */
create function public.api_caller(p_key text)
returns table (
  user_id uuid,
  monthly_plan text,
  status text,
  key_id uuid,
  key_label text,
  endpoints jsonb,
  monthly_cap integer,
  spent_this_month integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.user_id, p.monthly_plan, s.status, null::uuid, null::text, null::jsonb, null::integer, 0
  from public.profile p left join public.subscriptions s on s.user_id = p.user_id
  where p.secret_api = p_key
  union all
  select p.user_id, p.monthly_plan, s.status, k.id, k.label, k.endpoints, k.monthly_cap,
    case when k.cap_month = public.api_cap_month() then k.cap_spent else 0 end
  from public.api_keys k
  join public.profile p on p.user_id = k.user_id
  left join public.subscriptions s on s.user_id = p.user_id
  where k.key_hash = public.api_key_hash(p_key) and k.revoked_at is null
  limit 1
$$;

/**
 * pay_for_answer for a call made with a named key: the key row is locked first, so its monthly cap
 * holds however many calls arrive at once. 'key_cap' when this charge would take the key past its
 * cap (answers that cost nothing — replays, answers already held, founding customers — still pass);
 * 'unknown_user' when the key was revoked meanwhile. A charge adds to the key's spend this month.
 */
create function public.pay_for_answer_as_key(
  p_key_id uuid,
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
  v_key record;
  v_month date := public.api_cap_month();
  v_spent integer;
  v_free boolean;
  v_paid record;
begin
  select k.user_id, k.monthly_cap, k.cap_month, k.cap_spent, k.revoked_at into v_key
  from public.api_keys k where k.id = p_key_id for update;
  if not found or v_key.revoked_at is not null or v_key.user_id <> p_user_id then
    return query select 'unknown_user'::text, false, 0, null::integer, null::uuid;
    return;
  end if;
  v_spent := case when v_key.cap_month = v_month then v_key.cap_spent else 0 end;
  if v_key.monthly_cap is not null and v_spent + p_cost > v_key.monthly_cap then
    select (select p.monthly_plan = 'legacy' from public.profile p where p.user_id = p_user_id)
      or exists (select 1 from public.paid_answer_lookup(p_user_id, p_fingerprint, p_idempotency_key) l where l.outcome <> 'new')
    into v_free;
    if not coalesce(v_free, false) then
      return query select 'key_cap'::text, false, 0, null::integer, null::uuid;
      return;
    end if;
  end if;
  select * into v_paid from public.pay_for_answer(
    p_user_id, p_service, p_cost, p_fingerprint, p_idempotency_key, p_label, p_request_path, p_status, p_body
  );
  if v_paid.charged > 0 then
    update public.api_keys k set cap_month = v_month, cap_spent = v_spent + v_paid.charged where k.id = p_key_id;
  end if;
  return query select v_paid.outcome, v_paid.is_legacy, v_paid.charged, v_paid.balance, v_paid.answer_id;
end
$$;

revoke execute on function public.api_key_endpoints_valid(jsonb) from public, anon;
revoke execute on function public.api_key_hash(text) from public, anon, authenticated;
revoke execute on function public.api_cap_month() from public, anon;
revoke execute on function public.api_key_check_settings(text, jsonb, integer) from public, anon;
revoke execute on function public.api_keys_mine() from public, anon;
revoke execute on function public.api_key_create(text, jsonb, integer) from public, anon;
revoke execute on function public.api_key_update(uuid, text, jsonb, integer) from public, anon;
revoke execute on function public.api_key_rotate(uuid) from public, anon;
revoke execute on function public.api_key_revoke(uuid) from public, anon;
revoke execute on function public.api_caller(text) from public, anon, authenticated;
revoke execute on function public.pay_for_answer_as_key(uuid, uuid, text, integer, text, text, text, text, integer, text)
from public, anon, authenticated;

grant execute on function public.api_key_endpoints_valid(jsonb) to authenticated, service_role;
grant execute on function public.api_key_hash(text) to service_role;
grant execute on function public.api_cap_month() to authenticated, service_role;
grant execute on function public.api_key_check_settings(text, jsonb, integer) to authenticated, service_role;
grant execute on function public.api_keys_mine() to authenticated;
grant execute on function public.api_key_create(text, jsonb, integer) to authenticated;
grant execute on function public.api_key_update(uuid, text, jsonb, integer) to authenticated;
grant execute on function public.api_key_rotate(uuid) to authenticated;
grant execute on function public.api_key_revoke(uuid) to authenticated;
grant execute on function public.api_caller(text) to service_role;
grant execute on function public.pay_for_answer_as_key(uuid, uuid, text, integer, text, text, text, text, integer, text)
to service_role;

-- Billing: Stripe (or, locally, the test checkout) drives plans, statuses and credits through one
-- function, apply_billing_event, which only the webhook calls with a signature-verified event.
-- Repeated events change nothing (billing_events by event id), grants are keyed by the invoice or
-- checkout session that paid for them, and status changes older than the last one applied are
-- ignored, so Stripe's retries and out-of-order deliveries have one effect.

-- Days a past-due account keeps working before it counts as paused (src/lib/site/plans.ts
-- PAYMENT_GRACE_DAYS says the same; docs/decisions/billing.md).
alter table public.app_settings
  add column payment_grace_days integer not null default 7 check (payment_grace_days between 0 and 60);

alter table public.subscriptions
  add column plan text check (plan in ('premium', 'api')),
  add column cancel_at_period_end boolean not null default false,
  add column past_due_since timestamptz,
  add column provider_event_at timestamptz;

-- Every webhook event applied, by the provider's event id.
create table public.billing_events (
  event_id text primary key check (char_length(event_id) between 1 and 255),
  type text not null check (char_length(type) <= 100),
  user_id uuid references public.profile (user_id) on delete set null,
  provider_created_at timestamptz not null,
  outcome text not null,
  received_at timestamptz not null default now()
);

-- Credits granted for a payment: one row per paid invoice (plan credits) or checkout session (top-up).
create table public.billing_grants (
  source_id text primary key check (char_length(source_id) between 1 and 255),
  user_id uuid not null references public.profile (user_id) on delete cascade,
  credits integer not null check (credits > 0),
  reason text not null check (reason in ('plan_credits', 'top_up')),
  created_at timestamptz not null default now()
);

-- Invoices as the provider issued them, for /billing. Links are https (Stripe) or site-relative
-- (the local test checkout's invoice page); no other scheme can be stored.
create table public.billing_invoices (
  id text primary key check (char_length(id) between 1 and 255),
  user_id uuid not null references public.profile (user_id) on delete cascade,
  number text check (char_length(number) <= 100),
  description text not null check (char_length(description) <= 300),
  total_pence integer not null,
  tax_pence integer not null default 0,
  currency text not null default 'gbp' check (char_length(currency) = 3),
  status text not null check (char_length(status) <= 40),
  hosted_url text check (hosted_url ~ '^(https://|/[^/])' and char_length(hosted_url) <= 2048),
  pdf_url text check (pdf_url ~ '^(https://|/[^/])' and char_length(pdf_url) <= 2048),
  period_start timestamptz,
  period_end timestamptz,
  issued_at timestamptz not null,
  event_at timestamptz not null
);

create index billing_invoices_user_issued on public.billing_invoices (user_id, issued_at desc);

-- The local test checkout's own records (sessions, subscriptions, invoices), standing in for
-- Stripe's when no Stripe key is configured. Only the functions touch them.
create table public.local_billing_objects (
  id text primary key check (char_length(id) between 1 and 255),
  kind text not null check (kind in ('checkout_session', 'subscription', 'invoice')),
  user_id uuid not null references public.profile (user_id) on delete cascade,
  data jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.billing_events enable row level security;
alter table public.billing_grants enable row level security;
alter table public.billing_invoices enable row level security;
alter table public.local_billing_objects enable row level security;

create policy "billing_invoices: owner reads" on public.billing_invoices
for select to authenticated
using ((select auth.uid()) = user_id);

revoke all on public.billing_events, public.billing_grants, public.billing_invoices, public.local_billing_objects
from anon, authenticated;
grant select on public.billing_invoices to authenticated;

/**
 * Applies one verified billing event. p_intents is the list src/lib/billing/stripe-event.ts
 * builds. Returns 'applied', 'duplicate' (event id seen before) or 'unknown_customer'.
 * The account is found by the provider's customer id, else by p_user_id when that account has
 * no customer yet (it is then linked); an event never moves between accounts.
 */
create function public.apply_billing_event(
  p_event_id text,
  p_type text,
  p_created timestamptz,
  p_customer text,
  p_user_id uuid,
  p_intents jsonb
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_sub public.subscriptions%rowtype;
  v_intent jsonb;
  v_newer boolean;
  v_rows integer;
  v_status_changed boolean := false;
  v_status text;
begin
  insert into public.billing_events (event_id, type, provider_created_at, outcome)
  values (p_event_id, p_type, p_created, 'received')
  on conflict (event_id) do nothing;
  get diagnostics v_rows = row_count;
  if v_rows = 0 then
    return 'duplicate';
  end if;

  if p_customer is not null then
    select s.user_id into v_user from public.subscriptions s where s.provider_customer_id = p_customer;
  end if;
  if v_user is null and p_user_id is not null then
    select s.user_id into v_user from public.subscriptions s
    where s.user_id = p_user_id and (p_customer is null or s.provider_customer_id is null);
    if v_user is not null and p_customer is not null then
      update public.subscriptions s set provider_customer_id = p_customer where s.user_id = v_user;
    end if;
  end if;
  if v_user is null then
    update public.billing_events e set outcome = 'unknown_customer' where e.event_id = p_event_id;
    return 'unknown_customer';
  end if;

  select * into strict v_sub from public.subscriptions s where s.user_id = v_user for update;
  v_newer := v_sub.provider_event_at is null or p_created >= v_sub.provider_event_at;

  for v_intent in select value from jsonb_array_elements(coalesce(p_intents, '[]'::jsonb)) loop
    case v_intent ->> 'kind'
      when 'grant' then
        insert into public.billing_grants (source_id, user_id, credits, reason)
        values (v_intent ->> 'sourceId', v_user, (v_intent ->> 'credits')::integer, v_intent ->> 'reason')
        on conflict (source_id) do nothing;
        get diagnostics v_rows = row_count;
        if v_rows = 1 then
          perform public.grant_credits(v_user, (v_intent ->> 'credits')::integer, v_intent ->> 'reason');
        end if;
      when 'invoice' then
        insert into public.billing_invoices as i (
          id, user_id, number, description, total_pence, tax_pence, currency, status, hosted_url, pdf_url,
          period_start, period_end, issued_at, event_at
        ) values (
          v_intent #>> '{invoice,id}', v_user, v_intent #>> '{invoice,number}', v_intent #>> '{invoice,description}',
          (v_intent #>> '{invoice,totalPence}')::integer, (v_intent #>> '{invoice,taxPence}')::integer,
          v_intent #>> '{invoice,currency}', v_intent #>> '{invoice,status}', v_intent #>> '{invoice,hostedUrl}',
          v_intent #>> '{invoice,pdfUrl}', (v_intent #>> '{invoice,periodStart}')::timestamptz,
          (v_intent #>> '{invoice,periodEnd}')::timestamptz, (v_intent #>> '{invoice,issuedAt}')::timestamptz, p_created
        )
        on conflict (id) do update set
          number = excluded.number, status = excluded.status, total_pence = excluded.total_pence,
          tax_pence = excluded.tax_pence, hosted_url = excluded.hosted_url, pdf_url = excluded.pdf_url,
          event_at = excluded.event_at
        where i.user_id = excluded.user_id and i.event_at <= excluded.event_at;
      when 'subscription' then
        v_status := v_intent ->> 'status';
        if v_newer and (
          v_status <> 'canceled' or v_sub.provider_subscription_id is null
          or v_sub.provider_subscription_id = v_intent ->> 'subscriptionId'
        ) then
          update public.subscriptions s set
            status = v_status,
            past_due_since = case when v_status = 'past_due' then coalesce(s.past_due_since, p_created) end,
            plan = coalesce(v_intent ->> 'plan', s.plan),
            provider = 'stripe',
            provider_subscription_id = v_intent ->> 'subscriptionId',
            provider_price_id = v_intent ->> 'priceId',
            amount = coalesce((v_intent ->> 'amountPence')::integer, s.amount),
            frequency = coalesce(v_intent ->> 'frequency', s.frequency),
            current_period_end = coalesce((v_intent ->> 'currentPeriodEnd')::timestamptz, s.current_period_end),
            cancel_at_period_end = coalesce((v_intent ->> 'cancelAtPeriodEnd')::boolean, false)
          where s.user_id = v_user;
          if v_intent ->> 'plan' is not null then
            update public.profile p set monthly_plan = v_intent ->> 'plan'
            where p.user_id = v_user and p.monthly_plan is distinct from 'legacy';
          end if;
          v_status_changed := true;
        end if;
      when 'paid' then
        if v_newer then
          update public.subscriptions s set
            status = 'active',
            past_due_since = null,
            provider_subscription_id = coalesce(v_intent ->> 'subscriptionId', s.provider_subscription_id)
          where s.user_id = v_user and s.status <> 'canceled';
          v_status_changed := true;
        end if;
      when 'payment_failed' then
        if v_newer then
          update public.subscriptions s set status = 'past_due', past_due_since = coalesce(s.past_due_since, p_created)
          where s.user_id = v_user and s.status in ('active', 'past_due');
          v_status_changed := true;
        end if;
      else
        raise exception 'unknown billing intent %', v_intent ->> 'kind' using errcode = '22023';
    end case;
  end loop;

  if v_status_changed then
    update public.subscriptions s set provider_event_at = greatest(coalesce(s.provider_event_at, p_created), p_created)
    where s.user_id = v_user;
  end if;
  update public.billing_events e set outcome = case when v_newer then 'applied' else 'applied_without_older_status' end,
    user_id = v_user
  where e.event_id = p_event_id;
  return 'applied';
end
$$;

revoke execute on function public.apply_billing_event(text, text, timestamptz, text, uuid, jsonb)
from public, anon, authenticated;
grant execute on function public.apply_billing_event(text, text, timestamptz, text, uuid, jsonb) to service_role;

-- Metering treats 'past_due' as active until the grace period ends, then as paused.
create or replace function public.subscription_allows_use(p_status text, p_past_due_since timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when coalesce(p_status, 'trial') in ('trial', 'active') then true
    when p_status = 'past_due' then p_past_due_since is not null
      and p_past_due_since + make_interval(days => (select a.payment_grace_days from public.app_settings a)) > now()
    else false
  end
$$;

revoke execute on function public.subscription_allows_use(text, timestamptz) from public, anon, authenticated;
grant execute on function public.subscription_allows_use(text, timestamptz) to service_role;

create or replace function public.metering_state(p_user_id uuid, p_cost integer)
returns table (state text, balance integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    case
      when p.monthly_plan = 'legacy' then 'legacy'
      when not public.subscription_allows_use(s.status, s.past_due_since) then 'paused'
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

create or replace function public.charge_credits(p_user_id uuid, p_service text, p_cost integer, p_idempotency_key text)
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
  v_past_due_since timestamptz;
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
  select s.status, s.trial_end, s.past_due_since into v_status, v_trial_end, v_past_due_since
  from public.subscriptions s where s.user_id = p_user_id;
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
  if not public.subscription_allows_use(v_status, v_past_due_since) then
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

-- Full UK VAT invoices, credit notes for refunds, and one email per money event.
--
-- * Invoices keep what HMRC's full VAT invoice needs (VAT Notice 700 section 16.3): a number from
--   a gapless series (local test checkout; Stripe numbers its own), date of issue and tax point,
--   the supplier's name, address and VAT number as they were when issued, the customer's name and
--   billing address, and per line the description, quantity, net, VAT rate and VAT.
-- * A refund is a credit note referencing its invoice, numbered in its own gapless series
--   (locally; Stripe's credit notes keep Stripe's number); the refunded share of the invoice's
--   credits still on the balance is taken back.
-- * Every money event queues its email in billing_emails, in the transaction that applies the
--   event, keyed by the invoice, credit note or event it is about: a replayed or repeated webhook
--   queues nothing new, and the sender claims each row once.

-- Gapless numbering: a counter row updated in the same transaction as the document, so a rolled
-- back purchase gives its number back (a sequence would leave a gap).
create table public.billing_document_numbers (
  series text primary key check (series in ('invoice', 'credit_note')),
  last_number integer not null default 0 check (last_number >= 0)
);
insert into public.billing_document_numbers (series) values ('invoice'), ('credit_note');

alter table public.billing_document_numbers enable row level security;
revoke all on public.billing_document_numbers from anon, authenticated;

/** The next number of a series: 'BS-000001' for invoices, 'BS-CN-000001' for credit notes. */
create function public.next_billing_document_number(p_series text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_number integer;
begin
  update public.billing_document_numbers n set last_number = n.last_number + 1
  where n.series = p_series returning n.last_number into v_number;
  if v_number is null then
    raise exception 'unknown document series %', p_series using errcode = '22023';
  end if;
  return case p_series when 'invoice' then 'BS-' else 'BS-CN-' end || lpad(v_number::text, 6, '0');
end
$$;

revoke execute on function public.next_billing_document_number(text) from public, anon, authenticated;

alter table public.billing_invoices
  add column billing_reason text check (char_length(billing_reason) <= 40),
  add column net_pence integer,
  add column tax_point timestamptz,
  add column paid_at timestamptz,
  add column customer_name text check (char_length(customer_name) <= 200),
  add column customer_email text check (char_length(customer_email) <= 320),
  add column customer_address jsonb check (customer_address is null or jsonb_typeof(customer_address) = 'object'),
  add column supplier jsonb check (supplier is null or jsonb_typeof(supplier) = 'object'),
  add column lines jsonb check (lines is null or jsonb_typeof(lines) = 'array');

create unique index billing_invoices_number on public.billing_invoices (number) where number is not null;

-- Credits granted by a top-up are keyed by the checkout session; this links them to its invoice.
alter table public.billing_grants add column invoice_id text check (char_length(invoice_id) <= 255);
create index billing_grants_invoice on public.billing_grants (invoice_id) where invoice_id is not null;

create table public.billing_credit_notes (
  id text primary key check (char_length(id) between 1 and 255),
  user_id uuid not null references public.profile (user_id) on delete cascade,
  invoice_id text not null check (char_length(invoice_id) <= 255),
  invoice_number text check (char_length(invoice_number) <= 100),
  number text not null unique check (char_length(number) <= 100),
  reason text check (char_length(reason) <= 200),
  total_pence integer not null check (total_pence >= 0),
  tax_pence integer not null default 0,
  net_pence integer not null,
  currency text not null default 'gbp' check (char_length(currency) = 3),
  lines jsonb check (lines is null or jsonb_typeof(lines) = 'array'),
  customer_name text check (char_length(customer_name) <= 200),
  customer_address jsonb check (customer_address is null or jsonb_typeof(customer_address) = 'object'),
  supplier jsonb check (supplier is null or jsonb_typeof(supplier) = 'object'),
  pdf_url text check (pdf_url ~ '^(https://|/[^/])' and char_length(pdf_url) <= 2048),
  credits_removed integer not null default 0 check (credits_removed >= 0),
  issued_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index billing_credit_notes_user_issued on public.billing_credit_notes (user_id, issued_at desc);

alter table public.billing_credit_notes enable row level security;
create policy "billing_credit_notes: owner reads" on public.billing_credit_notes
for select to authenticated
using ((select auth.uid()) = user_id);
revoke all on public.billing_credit_notes from anon, authenticated;
grant select on public.billing_credit_notes to authenticated;

-- The emails money events send, one row per event (the key), sent once by the functions.
create table public.billing_emails (
  key text primary key check (char_length(key) between 1 and 300),
  user_id uuid not null references public.profile (user_id) on delete cascade,
  kind text not null check (kind in (
    'receipt', 'invoice_available', 'renewal', 'renewal_reminder', 'trial_ending', 'trial_ended',
    'payment_failed', 'paused', 'cancelled', 'reactivated', 'refund'
  )),
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'skipped', 'failed')),
  attempts integer not null default 0,
  last_error text check (char_length(last_error) <= 500),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz
);

create index billing_emails_pending on public.billing_emails (created_at) where status = 'pending';
create index billing_emails_user on public.billing_emails (user_id, created_at desc);

alter table public.billing_emails enable row level security;
revoke all on public.billing_emails from anon, authenticated;

-- Which optional emails (reminders) a user wants. Receipts, invoices and payment problems are
-- always sent; there is no column for them.
create table public.email_preferences (
  user_id uuid primary key references public.profile (user_id) on delete cascade,
  renewal_reminders boolean not null default true,
  trial_reminders boolean not null default true,
  updated_at timestamptz not null default now()
);

create trigger email_preferences_set_updated_at before update on public.email_preferences
for each row execute function public.set_updated_at();

alter table public.email_preferences enable row level security;

create policy "email_preferences: owner reads" on public.email_preferences
for select to authenticated
using ((select auth.uid()) = user_id);

create policy "email_preferences: owner inserts" on public.email_preferences
for insert to authenticated
with check ((select auth.uid()) = user_id);

create policy "email_preferences: owner updates" on public.email_preferences
for update to authenticated
using ((select auth.uid()) = user_id)
with check ((select auth.uid()) = user_id);

revoke all on public.email_preferences from anon, authenticated;
grant select on public.email_preferences to authenticated;
grant insert (user_id, renewal_reminders, trial_reminders) on public.email_preferences to authenticated;
grant update (renewal_reminders, trial_reminders) on public.email_preferences to authenticated;

-- The reminder sweep reads trials and yearly plans about to end.
create index subscriptions_trial_end on public.subscriptions (trial_end) where status = 'trial';
create index subscriptions_period_end on public.subscriptions (current_period_end) where status = 'active';

/** Queues one email; nothing when that key was queued before (a replayed event). */
create function public.queue_billing_email(p_key text, p_user_id uuid, p_kind text, p_data jsonb) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.billing_emails (key, user_id, kind, data)
  values (p_key, p_user_id, p_kind, coalesce(p_data, '{}'::jsonb))
  on conflict (key) do nothing
$$;

revoke execute on function public.queue_billing_email(text, uuid, text, jsonb) from public, anon, authenticated;

/**
 * Queues the scheduled reminders due at p_now, once each (keyed by account and date):
 * trial ending within 3 days, trial ended (within the last 2 days, so a first run does not
 * mail every old trial), and a yearly plan renewing within 7 days. Optional reminders respect
 * email_preferences. Returns how many were queued.
 */
create function public.queue_billing_reminders(p_now timestamptz default now()) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_total integer := 0;
  v_rows integer;
begin
  insert into public.billing_emails (key, user_id, kind, data)
  select 'trial_ending:' || s.user_id || ':' || to_char(s.trial_end at time zone 'UTC', 'YYYY-MM-DD'), s.user_id,
    'trial_ending', jsonb_build_object('trialEnd', s.trial_end)
  from public.subscriptions s
  left join public.email_preferences e on e.user_id = s.user_id
  where s.status = 'trial' and s.trial_end > p_now and s.trial_end <= p_now + interval '3 days'
    and coalesce(e.trial_reminders, true)
  on conflict (key) do nothing;
  get diagnostics v_rows = row_count;
  v_total := v_total + v_rows;

  insert into public.billing_emails (key, user_id, kind, data)
  select 'trial_ended:' || s.user_id || ':' || to_char(s.trial_end at time zone 'UTC', 'YYYY-MM-DD'), s.user_id,
    'trial_ended', jsonb_build_object('trialEnd', s.trial_end)
  from public.subscriptions s
  where s.status = 'trial' and s.trial_end <= p_now and s.trial_end > p_now - interval '2 days'
  on conflict (key) do nothing;
  get diagnostics v_rows = row_count;
  v_total := v_total + v_rows;

  insert into public.billing_emails (key, user_id, kind, data)
  select 'renewal_reminder:' || s.user_id || ':' || to_char(s.current_period_end at time zone 'UTC', 'YYYY-MM-DD'),
    s.user_id, 'renewal_reminder', jsonb_build_object('renewsAt', s.current_period_end, 'amountPence', s.amount)
  from public.subscriptions s
  left join public.email_preferences e on e.user_id = s.user_id
  where s.status = 'active' and s.frequency = 'yearly' and not s.cancel_at_period_end
    and s.current_period_end > p_now and s.current_period_end <= p_now + interval '7 days'
    and coalesce(e.renewal_reminders, true)
  on conflict (key) do nothing;
  get diagnostics v_rows = row_count;
  return v_total + v_rows;
end
$$;

revoke execute on function public.queue_billing_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.queue_billing_reminders(timestamptz) to service_role;

/**
 * Claims up to p_limit pending emails (of one user, or of anyone when p_user_id is null) for
 * sending: each row is handed to exactly one caller, even when several run at once.
 */
create function public.claim_billing_emails(p_user_id uuid, p_limit integer)
returns setof public.billing_emails
language sql
security definer
set search_path = ''
as $$
  update public.billing_emails e set status = 'sending', claimed_at = now(), attempts = e.attempts + 1
  where e.key in (
    select q.key from public.billing_emails q
    where q.status = 'pending' and (p_user_id is null or q.user_id = p_user_id)
    order by q.created_at
    limit greatest(1, least(p_limit, 100))
    for update skip locked
  )
  returning e.*
$$;

revoke execute on function public.claim_billing_emails(uuid, integer) from public, anon, authenticated;
grant execute on function public.claim_billing_emails(uuid, integer) to service_role;

/**
 * Applies one verified billing event (replaces the version in 20261124302000). p_intents is the
 * list src/lib/billing/stripe-event.ts builds. Besides plan, status, credits and invoices, it
 * now numbers local invoices and credit notes without gaps, keeps the VAT invoice details,
 * takes back refunded credits, and queues the event's email. Returns 'applied', 'duplicate'
 * (event id seen before) or 'unknown_customer'.
 */
create or replace function public.apply_billing_event(
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
  v_doc jsonb;
  v_newer boolean;
  v_rows integer;
  v_status_changed boolean := false;
  v_status text;
  v_number text;
  v_cancel boolean;
  v_invoice public.billing_invoices%rowtype;
  v_granted integer;
  v_remove integer;
  v_balance integer;
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
        insert into public.billing_grants (source_id, user_id, credits, reason, invoice_id)
        values (
          v_intent ->> 'sourceId', v_user, (v_intent ->> 'credits')::integer, v_intent ->> 'reason', v_intent ->> 'invoiceId'
        )
        on conflict (source_id) do nothing;
        get diagnostics v_rows = row_count;
        if v_rows = 1 then
          perform public.grant_credits(v_user, (v_intent ->> 'credits')::integer, v_intent ->> 'reason');
        elsif v_intent ->> 'invoiceId' is not null then
          update public.billing_grants g set invoice_id = coalesce(g.invoice_id, v_intent ->> 'invoiceId')
          where g.source_id = v_intent ->> 'sourceId' and g.user_id = v_user;
        end if;
      when 'invoice' then
        v_doc := v_intent -> 'invoice';
        select * into v_invoice from public.billing_invoices i where i.id = v_doc ->> 'id';
        if not found then
          v_number := coalesce(v_doc ->> 'number', public.next_billing_document_number('invoice'));
          insert into public.billing_invoices (
            id, user_id, number, description, total_pence, tax_pence, net_pence, currency, status, hosted_url, pdf_url,
            period_start, period_end, issued_at, event_at, billing_reason, tax_point, paid_at, customer_name,
            customer_email, customer_address, supplier, lines
          ) values (
            v_doc ->> 'id', v_user, v_number, v_doc ->> 'description', (v_doc ->> 'totalPence')::integer,
            (v_doc ->> 'taxPence')::integer, (v_doc ->> 'netPence')::integer, v_doc ->> 'currency', v_doc ->> 'status',
            v_doc ->> 'hostedUrl', v_doc ->> 'pdfUrl', (v_doc ->> 'periodStart')::timestamptz,
            (v_doc ->> 'periodEnd')::timestamptz, (v_doc ->> 'issuedAt')::timestamptz, p_created,
            v_doc ->> 'billingReason', (v_doc ->> 'taxPoint')::timestamptz, (v_doc ->> 'paidAt')::timestamptz,
            v_doc ->> 'customerName', v_doc ->> 'customerEmail', nullif(v_doc -> 'customerAddress', 'null'::jsonb), nullif(v_doc -> 'supplier', 'null'::jsonb),
            nullif(v_doc -> 'lines', 'null'::jsonb)
          );
        elsif v_invoice.user_id = v_user and v_invoice.event_at <= p_created then
          update public.billing_invoices i set
            number = coalesce(v_doc ->> 'number', i.number),
            status = v_doc ->> 'status',
            total_pence = (v_doc ->> 'totalPence')::integer,
            tax_pence = (v_doc ->> 'taxPence')::integer,
            net_pence = coalesce((v_doc ->> 'netPence')::integer, i.net_pence),
            hosted_url = v_doc ->> 'hostedUrl',
            pdf_url = v_doc ->> 'pdfUrl',
            tax_point = coalesce((v_doc ->> 'taxPoint')::timestamptz, i.tax_point),
            paid_at = coalesce((v_doc ->> 'paidAt')::timestamptz, i.paid_at),
            customer_name = coalesce(v_doc ->> 'customerName', i.customer_name),
            customer_email = coalesce(v_doc ->> 'customerEmail', i.customer_email),
            customer_address = coalesce(nullif(v_doc -> 'customerAddress', 'null'::jsonb), i.customer_address),
            lines = coalesce(nullif(v_doc -> 'lines', 'null'::jsonb), i.lines),
            event_at = p_created
          where i.id = v_doc ->> 'id';
        end if;
        if v_intent ->> 'email' is not null and exists (
          select 1 from public.billing_invoices i where i.id = v_doc ->> 'id' and i.user_id = v_user
        ) then
          perform public.queue_billing_email(
            'invoice:' || (v_doc ->> 'id') || ':' || (v_intent ->> 'email'), v_user, v_intent ->> 'email',
            jsonb_build_object('invoiceId', v_doc ->> 'id', 'recovered', v_sub.status in ('past_due', 'paused'))
          );
        end if;
      when 'credit_note' then
        v_doc := v_intent -> 'creditNote';
        select * into v_invoice from public.billing_invoices i where i.id = v_doc ->> 'invoiceId' and i.user_id = v_user;
        if found and not exists (select 1 from public.billing_credit_notes c where c.id = v_doc ->> 'id') then
          -- The refunded share of the credits this invoice granted, as far as they are still there.
          select coalesce(sum(g.credits), 0) into v_granted from public.billing_grants g
          where g.user_id = v_user and (g.source_id = v_invoice.id or g.invoice_id = v_invoice.id);
          select p.api_credits into v_balance from public.profile p where p.user_id = v_user for update;
          v_remove := least(
            v_balance,
            case when v_invoice.total_pence > 0
              then floor(v_granted::numeric * least((v_doc ->> 'totalPence')::integer, v_invoice.total_pence) / v_invoice.total_pence)::integer
              else 0 end
          );
          if v_remove > 0 then
            update public.profile p set api_credits = p.api_credits - v_remove where p.user_id = v_user
            returning p.api_credits into v_balance;
            insert into public.credit_ledger (user_id, service, delta, balance_after, reason)
            values (v_user, null, -v_remove, v_balance, 'payment_refunded');
          end if;
          insert into public.billing_credit_notes (
            id, user_id, invoice_id, invoice_number, number, reason, total_pence, tax_pence, net_pence, currency, lines,
            customer_name, customer_address, supplier, pdf_url, credits_removed, issued_at
          ) values (
            v_doc ->> 'id', v_user, v_invoice.id, v_invoice.number,
            coalesce(v_doc ->> 'number', public.next_billing_document_number('credit_note')), v_doc ->> 'reason',
            (v_doc ->> 'totalPence')::integer, (v_doc ->> 'taxPence')::integer, (v_doc ->> 'netPence')::integer,
            coalesce(v_doc ->> 'currency', 'gbp'), nullif(v_doc -> 'lines', 'null'::jsonb), coalesce(v_doc ->> 'customerName', v_invoice.customer_name),
            coalesce(nullif(v_doc -> 'customerAddress', 'null'::jsonb), v_invoice.customer_address), coalesce(nullif(v_doc -> 'supplier', 'null'::jsonb), v_invoice.supplier),
            v_doc ->> 'pdfUrl', greatest(v_remove, 0), (v_doc ->> 'issuedAt')::timestamptz
          );
          if (v_doc ->> 'totalPence')::integer >= v_invoice.total_pence then
            update public.billing_invoices i set status = 'refunded' where i.id = v_invoice.id;
          end if;
          perform public.queue_billing_email(
            'credit_note:' || (v_doc ->> 'id'), v_user, 'refund', jsonb_build_object('creditNoteId', v_doc ->> 'id')
          );
        end if;
      when 'subscription' then
        v_status := v_intent ->> 'status';
        v_cancel := coalesce((v_intent ->> 'cancelAtPeriodEnd')::boolean, false);
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
            cancel_at_period_end = v_cancel
          where s.user_id = v_user;
          if v_intent ->> 'plan' is not null then
            update public.profile p set monthly_plan = v_intent ->> 'plan'
            where p.user_id = v_user and p.monthly_plan is distinct from 'legacy';
          end if;
          v_status_changed := true;
          -- The emails a change of state sends: retries ran out, cancelled, cancellation undone.
          if v_status = 'paused' and v_sub.status in ('active', 'past_due') then
            perform public.queue_billing_email('event:' || p_event_id || ':paused', v_user, 'paused', '{}'::jsonb);
          elsif v_status = 'active' and v_sub.provider_subscription_id = v_intent ->> 'subscriptionId' then
            if v_cancel and not v_sub.cancel_at_period_end then
              perform public.queue_billing_email(
                'event:' || p_event_id || ':cancelled', v_user, 'cancelled',
                jsonb_build_object('endsAt', v_intent ->> 'currentPeriodEnd')
              );
            elsif not v_cancel and v_sub.cancel_at_period_end then
              perform public.queue_billing_email(
                'event:' || p_event_id || ':reactivated', v_user, 'reactivated',
                jsonb_build_object('renewsAt', v_intent ->> 'currentPeriodEnd')
              );
            end if;
          end if;
          select * into strict v_sub from public.subscriptions s where s.user_id = v_user;
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

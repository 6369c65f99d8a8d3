-- VAT by customer and one live subscription per account (issue 42, second part;
-- docs/decisions/billing-lifecycle.md, "VAT by customer" and "Two plans paid at once").
--
-- * Invoices and credit notes keep the customer's VAT (or other tax) number and whether the
--   supply was made under the reverse charge (a business customer outside the UK: no UK VAT,
--   "Reverse charge: customer to account for VAT").
-- * A second subscription paid while the account already has a working one (two checkouts
--   opened during a trial, a double click) is a duplicate: its first event retires it
--   (billing_retired_subscriptions, reason 'duplicate'), it grants no credits and sends no
--   receipt, and the functions cancel it at the provider and refund its payment with a credit
--   note, whose refund email is the one email. The lock is the subscriptions row (for update) this
--   function takes, so concurrent events from many function instances decide one way.

alter table public.billing_invoices
  add column customer_tax_id text check (char_length(customer_tax_id) <= 40),
  add column reverse_charge boolean not null default false;

alter table public.billing_credit_notes
  add column customer_tax_id text check (char_length(customer_tax_id) <= 40),
  add column reverse_charge boolean not null default false;

alter table public.billing_retired_subscriptions
  add column reason text not null default 'replaced' check (reason in ('replaced', 'duplicate'));

/**
 * Applies one verified billing event (replaces the version in 20261128050000). p_intents is the
 * list src/lib/billing/stripe-event.ts builds. Returns 'applied', 'duplicate' (event id seen
 * before) or 'unknown_customer'.
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
  v_before text;
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
  v_sub_id text;
  v_current boolean;
  v_takeover boolean;
  v_emails jsonb := '[]'::jsonb;
  v_email jsonb;
  v_unpaid boolean;
  v_duplicate boolean;
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
  v_before := v_sub.status;
  v_newer := v_sub.provider_event_at is null or p_created >= v_sub.provider_event_at;

  for v_intent in select value from jsonb_array_elements(coalesce(p_intents, '[]'::jsonb)) loop
    -- The subscription the intent is about, and whether it is (or may become) the current one.
    v_sub_id := v_intent ->> 'subscriptionId';
    v_current := v_sub_id is null or v_sub.provider_subscription_id is null or v_sub.provider_subscription_id = v_sub_id;
    v_takeover := v_sub_id is not null and not v_current
      and v_sub.status not in ('active', 'trial')
      and not exists (select 1 from public.billing_retired_subscriptions r where r.subscription_id = v_sub_id);
    if exists (select 1 from public.billing_retired_subscriptions r where r.subscription_id = v_sub_id) then
      v_current := false;
    end if;
    -- A subscription that is neither the account's, nor taking over from a plan that is not
    -- working, nor one we retired: a second plan paid while the first one works. Retired at once
    -- as a duplicate (the functions cancel and refund it); it never changes the account.
    v_duplicate := v_sub_id is not null and not v_current and not v_takeover
      and not exists (select 1 from public.billing_retired_subscriptions r where r.subscription_id = v_sub_id);
    if v_duplicate then
      insert into public.billing_retired_subscriptions (subscription_id, user_id, replaced_by, provider_closed, reason)
      values (v_sub_id, v_user, v_sub.provider_subscription_id, false, 'duplicate')
      on conflict (subscription_id) do nothing;
    end if;

    case v_intent ->> 'kind'
      when 'grant' then
        -- A duplicate plan's payment is refunded whole: it adds no credits.
        continue when exists (
          select 1 from public.billing_invoices i
          join public.billing_retired_subscriptions r on r.subscription_id = i.subscription_id and r.reason = 'duplicate'
          where i.id = v_intent ->> 'sourceId' and i.user_id = v_user
        );
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
        -- A top-up's receipt is sent once both its invoice and its credits are recorded.
        if v_intent ->> 'invoiceId' is not null and exists (
          select 1 from public.billing_invoices i
          where i.id = v_intent ->> 'invoiceId' and i.user_id = v_user and i.status = 'paid'
            and i.billing_reason = 'manual'
        ) then
          v_emails := v_emails || jsonb_build_array(jsonb_build_object(
            'key', 'invoice:' || (v_intent ->> 'invoiceId') || ':receipt', 'kind', 'receipt',
            'data', jsonb_build_object('invoiceId', v_intent ->> 'invoiceId', 'recovered', false)
          ));
        end if;
      when 'invoice' then
        v_doc := v_intent -> 'invoice';
        select * into v_invoice from public.billing_invoices i where i.id = v_doc ->> 'id';
        if not found then
          v_number := coalesce(v_doc ->> 'number', public.next_billing_document_number('invoice'));
          insert into public.billing_invoices (
            id, user_id, number, description, total_pence, tax_pence, net_pence, currency, status, hosted_url, pdf_url,
            period_start, period_end, issued_at, event_at, billing_reason, tax_point, paid_at, customer_name,
            customer_email, customer_address, supplier, lines, subscription_id, customer_tax_id, reverse_charge
          ) values (
            v_doc ->> 'id', v_user, v_number, v_doc ->> 'description', (v_doc ->> 'totalPence')::integer,
            (v_doc ->> 'taxPence')::integer, (v_doc ->> 'netPence')::integer, v_doc ->> 'currency', v_doc ->> 'status',
            v_doc ->> 'hostedUrl', v_doc ->> 'pdfUrl', (v_doc ->> 'periodStart')::timestamptz,
            (v_doc ->> 'periodEnd')::timestamptz, (v_doc ->> 'issuedAt')::timestamptz, p_created,
            v_doc ->> 'billingReason', (v_doc ->> 'taxPoint')::timestamptz, (v_doc ->> 'paidAt')::timestamptz,
            v_doc ->> 'customerName', v_doc ->> 'customerEmail', nullif(v_doc -> 'customerAddress', 'null'::jsonb),
            nullif(v_doc -> 'supplier', 'null'::jsonb), nullif(v_doc -> 'lines', 'null'::jsonb), v_sub_id,
            v_doc ->> 'customerTaxId', coalesce((v_doc ->> 'reverseCharge')::boolean, false)
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
            -- Fixed when first recorded: a late payment does not move the tax point.
            tax_point = coalesce(i.tax_point, (v_doc ->> 'taxPoint')::timestamptz),
            paid_at = coalesce(i.paid_at, (v_doc ->> 'paidAt')::timestamptz),
            customer_name = coalesce(v_doc ->> 'customerName', i.customer_name),
            customer_email = coalesce(v_doc ->> 'customerEmail', i.customer_email),
            customer_address = coalesce(nullif(v_doc -> 'customerAddress', 'null'::jsonb), i.customer_address),
            lines = coalesce(nullif(v_doc -> 'lines', 'null'::jsonb), i.lines),
            subscription_id = coalesce(i.subscription_id, v_sub_id),
            customer_tax_id = coalesce(v_doc ->> 'customerTaxId', i.customer_tax_id),
            reverse_charge = coalesce((v_doc ->> 'reverseCharge')::boolean, i.reverse_charge),
            event_at = p_created
          where i.id = v_doc ->> 'id';
        end if;
        if v_intent ->> 'email' is not null and exists (
          select 1 from public.billing_invoices i where i.id = v_doc ->> 'id' and i.user_id = v_user
        ) and (
          -- A top-up receipt waits for the credits (see 'grant').
          v_intent ->> 'email' <> 'receipt' or v_doc ->> 'billingReason' is distinct from 'manual'
          or exists (select 1 from public.billing_grants g where g.user_id = v_user and g.invoice_id = v_doc ->> 'id')
        ) and (
          -- A failed payment of a subscription that is not the account's is not the account's problem.
          v_intent ->> 'email' <> 'payment_failed' or v_current
        ) and not exists (
          -- A duplicate plan is refunded: the refund's email is its one email, not a receipt first.
          select 1 from public.billing_retired_subscriptions r where r.subscription_id = v_sub_id and r.reason = 'duplicate'
        ) then
          v_emails := v_emails || jsonb_build_array(jsonb_build_object(
            'key', 'invoice:' || (v_doc ->> 'id') || ':' || (v_intent ->> 'email'), 'kind', v_intent ->> 'email',
            'data', jsonb_build_object('invoiceId', v_doc ->> 'id', 'recovered', v_before in ('past_due', 'paused'))
          ));
        end if;
      when 'credit_note' then
        v_doc := v_intent -> 'creditNote';
        select * into v_invoice from public.billing_invoices i where i.id = v_doc ->> 'invoiceId' and i.user_id = v_user;
        if not found and not exists (select 1 from public.billing_invoices i where i.id = v_doc ->> 'invoiceId') then
          -- Stripe sends events in no fixed order: a credit note can come before its invoice's
          -- event. Nothing of this event is kept (the whole transaction rolls back, the event id
          -- too), and the webhook answers 503 so Stripe delivers it again later.
          raise exception 'credit note % came before its invoice %', v_doc ->> 'id', v_doc ->> 'invoiceId'
            using errcode = '55000', hint = 'billing_event_early';
        end if;
        if found and not exists (select 1 from public.billing_credit_notes c where c.id = v_doc ->> 'id') then
          -- A credit note on an invoice never paid cancels it: no money back, no credits to take.
          v_unpaid := v_invoice.status in ('open', 'void', 'uncollectible') or coalesce(v_doc ->> 'type', '') = 'pre_payment';
          v_remove := 0;
          if not v_unpaid then
            -- The refunded share of the credits this invoice granted, as far as they are still there.
            select coalesce(sum(g.credits), 0) into v_granted from public.billing_grants g
            where g.user_id = v_user and (g.source_id = v_invoice.id or g.invoice_id = v_invoice.id);
            select p.api_credits into v_balance from public.profile p where p.user_id = v_user for update;
            v_remove := greatest(0, least(
              v_balance,
              case when v_invoice.total_pence > 0
                then floor(v_granted::numeric * least((v_doc ->> 'totalPence')::integer, v_invoice.total_pence) / v_invoice.total_pence)::integer
                else 0 end
            ));
            if v_remove > 0 then
              update public.profile p set api_credits = p.api_credits - v_remove where p.user_id = v_user
              returning p.api_credits into v_balance;
              insert into public.credit_ledger (user_id, service, delta, balance_after, reason)
              values (v_user, null, -v_remove, v_balance, 'payment_refunded');
            end if;
          end if;
          insert into public.billing_credit_notes (
            id, user_id, invoice_id, invoice_number, number, reason, total_pence, tax_pence, net_pence, currency, lines,
            customer_name, customer_address, supplier, pdf_url, credits_removed, issued_at, kind, customer_tax_id,
            reverse_charge
          ) values (
            v_doc ->> 'id', v_user, v_invoice.id, v_invoice.number,
            coalesce(v_doc ->> 'number', public.next_billing_document_number('credit_note')), v_doc ->> 'reason',
            (v_doc ->> 'totalPence')::integer, (v_doc ->> 'taxPence')::integer, (v_doc ->> 'netPence')::integer,
            coalesce(v_doc ->> 'currency', 'gbp'), nullif(v_doc -> 'lines', 'null'::jsonb), coalesce(v_doc ->> 'customerName', v_invoice.customer_name),
            coalesce(nullif(v_doc -> 'customerAddress', 'null'::jsonb), v_invoice.customer_address), coalesce(nullif(v_doc -> 'supplier', 'null'::jsonb), v_invoice.supplier),
            v_doc ->> 'pdfUrl', v_remove, (v_doc ->> 'issuedAt')::timestamptz,
            case when v_unpaid then 'cancellation' else 'refund' end, v_invoice.customer_tax_id, v_invoice.reverse_charge
          );
          if not v_unpaid and (v_doc ->> 'totalPence')::integer >= v_invoice.total_pence then
            update public.billing_invoices i set status = 'refunded' where i.id = v_invoice.id;
          end if;
          if not v_unpaid then
            v_emails := v_emails || jsonb_build_array(jsonb_build_object(
              'key', 'credit_note:' || (v_doc ->> 'id'), 'kind', 'refund',
              'data', jsonb_build_object('creditNoteId', v_doc ->> 'id', 'duplicate', exists (
                select 1 from public.billing_retired_subscriptions r
                where r.subscription_id = v_invoice.subscription_id and r.reason = 'duplicate'))
            ));
          end if;
        end if;
      when 'subscription' then
        v_status := v_intent ->> 'status';
        v_cancel := coalesce((v_intent ->> 'cancelAtPeriodEnd')::boolean, false);
        if v_newer and (v_current or (v_takeover and v_status = 'active')) then
          if v_takeover and v_sub.provider_subscription_id is not null then
            insert into public.billing_retired_subscriptions (subscription_id, user_id, replaced_by, provider_closed)
            values (v_sub.provider_subscription_id, v_user, v_sub_id, v_sub.status = 'canceled')
            on conflict (subscription_id) do nothing;
          end if;
          update public.subscriptions s set
            status = v_status,
            past_due_since = case when v_status = 'past_due' then coalesce(s.past_due_since, p_created) end,
            -- The plan follows a subscription only when it is new to the account; a change of
            -- price on the same subscription takes effect when its invoice is paid ('paid').
            plan = case when v_takeover or s.provider_subscription_id is null or s.plan is null
              then coalesce(v_intent ->> 'plan', s.plan) else s.plan end,
            provider = 'stripe',
            provider_subscription_id = v_sub_id,
            provider_price_id = v_intent ->> 'priceId',
            amount = coalesce((v_intent ->> 'amountPence')::integer, s.amount),
            frequency = coalesce(v_intent ->> 'frequency', s.frequency),
            current_period_end = coalesce((v_intent ->> 'currentPeriodEnd')::timestamptz, s.current_period_end),
            cancel_at_period_end = v_cancel
          where s.user_id = v_user;
          update public.profile p set monthly_plan = s.plan
          from public.subscriptions s
          where p.user_id = v_user and s.user_id = v_user and s.plan is not null
            and p.monthly_plan is distinct from 'legacy' and p.monthly_plan is distinct from s.plan;
          v_status_changed := true;
          -- The emails a change of state sends: retries ran out, cancelled, cancellation undone, ended.
          if v_status = 'paused' and v_sub.status in ('active', 'past_due') then
            v_emails := v_emails || jsonb_build_array(jsonb_build_object(
              'key', 'event:' || p_event_id || ':paused', 'kind', 'paused', 'data', '{}'::jsonb));
          elsif v_status = 'canceled' and v_sub.status <> 'canceled' and not v_takeover then
            v_emails := v_emails || jsonb_build_array(jsonb_build_object(
              'key', 'ended:' || v_sub_id, 'kind', 'plan_ended',
              'data', jsonb_build_object('endsAt', p_created, 'wasOverdue', v_sub.status in ('past_due', 'paused'))));
          elsif v_status = 'active' and v_sub.provider_subscription_id = v_sub_id then
            if v_cancel and not v_sub.cancel_at_period_end then
              v_emails := v_emails || jsonb_build_array(jsonb_build_object(
                'key', 'event:' || p_event_id || ':cancelled', 'kind', 'cancelled',
                'data', jsonb_build_object('endsAt', v_intent ->> 'currentPeriodEnd')));
            elsif not v_cancel and v_sub.cancel_at_period_end then
              v_emails := v_emails || jsonb_build_array(jsonb_build_object(
                'key', 'event:' || p_event_id || ':reactivated', 'kind', 'reactivated',
                'data', jsonb_build_object('renewsAt', v_intent ->> 'currentPeriodEnd')));
            end if;
          end if;
          select * into strict v_sub from public.subscriptions s where s.user_id = v_user;
        end if;
      when 'paid' then
        if v_newer and (v_current or v_takeover) then
          if v_takeover and v_sub.provider_subscription_id is not null then
            insert into public.billing_retired_subscriptions (subscription_id, user_id, replaced_by, provider_closed)
            values (v_sub.provider_subscription_id, v_user, v_sub_id, v_sub.status = 'canceled')
            on conflict (subscription_id) do nothing;
          end if;
          update public.subscriptions s set
            status = 'active',
            past_due_since = null,
            plan = coalesce(v_intent ->> 'plan', s.plan),
            provider_subscription_id = coalesce(v_sub_id, s.provider_subscription_id)
          where s.user_id = v_user and (s.status <> 'canceled' or v_takeover);
          update public.profile p set monthly_plan = v_intent ->> 'plan'
          where p.user_id = v_user and v_intent ->> 'plan' is not null
            and p.monthly_plan is distinct from 'legacy' and p.monthly_plan is distinct from v_intent ->> 'plan';
          v_status_changed := true;
          select * into strict v_sub from public.subscriptions s where s.user_id = v_user;
        end if;
      when 'payment_failed' then
        if v_newer and v_current then
          update public.subscriptions s set status = 'past_due', past_due_since = coalesce(s.past_due_since, p_created)
          where s.user_id = v_user and s.status in ('active', 'past_due');
          v_status_changed := true;
          select * into strict v_sub from public.subscriptions s where s.user_id = v_user;
        end if;
      else
        raise exception 'unknown billing intent %', v_intent ->> 'kind' using errcode = '22023';
    end case;
  end loop;

  -- The event's emails, each with the balance as this event left it.
  select p.api_credits into v_balance from public.profile p where p.user_id = v_user;
  for v_email in select value from jsonb_array_elements(v_emails) loop
    perform public.queue_billing_email(
      v_email ->> 'key', v_user, v_email ->> 'kind', (v_email -> 'data') || jsonb_build_object('balance', v_balance)
    );
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

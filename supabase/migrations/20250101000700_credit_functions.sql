-- The only ways credits and API keys change. Each runs in the caller's transaction, locks the
-- profile row first, and writes the ledger alongside the balance.

/**
 * Charges one credit to the owner of p_api_key for p_service.
 * outcome: 'ok' | 'unknown_key' | 'insufficient'. Legacy plans are never charged
 * (outcome 'ok', is_legacy true, credits unchanged). Never goes below zero.
 */
create function public.deduct_credit(p_api_key text, p_service text)
returns table (outcome text, is_legacy boolean, updated_credits integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_plan text;
  v_credits integer;
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

/** Adds p_amount (> 0) credits to a user, with a ledger row; returns the new balance. */
create function public.grant_credits(p_user_id uuid, p_amount integer, p_reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_credits integer;
begin
  if p_amount is null or p_amount <= 0 then
    raise exception 'p_amount must be a positive number of credits' using errcode = '22023';
  end if;
  update public.profile p set api_credits = p.api_credits + p_amount where p.user_id = p_user_id
  returning p.api_credits into v_credits;
  if not found then
    raise exception 'no profile for user %', p_user_id using errcode = 'P0002';
  end if;
  insert into public.credit_ledger (user_id, service, delta, balance_after, reason)
  values (p_user_id, null, p_amount, v_credits, coalesce(p_reason, 'grant'));
  return v_credits;
end
$$;

revoke execute on function public.grant_credits(uuid, integer, text) from public, anon, authenticated;
grant execute on function public.grant_credits(uuid, integer, text) to service_role;

/** Flips credit_exhausted_email_sent from false to true; true only for the one call that flipped it. */
create function public.claim_trial_upgrade_email(p_user_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profile p set credit_exhausted_email_sent = true
  where p.user_id = p_user_id and not p.credit_exhausted_email_sent;
  return found;
end
$$;

revoke execute on function public.claim_trial_upgrade_email(uuid) from public, anon, authenticated;
grant execute on function public.claim_trial_upgrade_email(uuid) to service_role;

/** Gives the signed-in user a fresh API key (the old one stops working) and returns it. */
create function public.regenerate_api_key() returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text;
begin
  if (select auth.uid()) is null then
    raise exception 'Auth session missing!' using errcode = '42501';
  end if;
  update public.profile p set secret_api = public.generate_api_key()
  where p.user_id = (select auth.uid())
  returning p.secret_api into v_key;
  if not found then
    raise exception 'no profile for the signed-in user' using errcode = 'P0002';
  end if;
  return v_key;
end
$$;

revoke execute on function public.regenerate_api_key() from public, anon;
grant execute on function public.regenerate_api_key() to authenticated, service_role;

-- The local test checkout's steps (paying a checkout, a renewal, a failed payment, a refund …)
-- change its own records and apply the billing events they cause in one transaction, so a crash
-- between the two leaves both or neither: never a paid session without its credits. Each local
-- object carries a version; a step names the version it started from and is refused
-- ('conflict') if another step got there first, so parallel clicks of "Pay" pay once.

alter table public.local_billing_objects drop constraint local_billing_objects_kind_check;
alter table public.local_billing_objects
  add constraint local_billing_objects_kind_check check (kind in ('checkout_session', 'subscription', 'invoice', 'event'));

create index local_billing_objects_user_kind on public.local_billing_objects (user_id, kind, created_at desc);

/**
 * One step of the local test checkout, all or nothing:
 * 1. locks p_guard_id (one of the user's objects) and checks it is still at p_guard_version;
 * 2. upserts p_objects ([{ id, kind, data }], the user's own only);
 * 3. applies p_events ([{ id, type, created, customer, userId, intents, payload }]) through
 *    apply_billing_event, exactly as the webhook does after verifying a signature, and keeps each
 *    event's payload (kind 'event') so the test portal can replay it to the webhook.
 * Returns 'completed', 'not_found' (no such object of the user's) or 'conflict' (another step
 * changed it first). Raises, rolling everything back, if an event is not applied.
 */
create function public.apply_local_billing_step(
  p_user_id uuid,
  p_guard_id text,
  p_guard_version integer,
  p_objects jsonb,
  p_events jsonb
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_object jsonb;
  v_event jsonb;
  v_outcome text;
  v_rows integer;
begin
  if p_guard_id is not null then
    perform 1 from public.local_billing_objects o where o.id = p_guard_id and o.user_id = p_user_id for update;
    if not found then
      return 'not_found';
    end if;
    -- A new statement sees the version committed by a step that held the lock before us.
    perform 1 from public.local_billing_objects o
    where o.id = p_guard_id and coalesce((o.data ->> 'version')::integer, 0) = p_guard_version;
    if not found then
      return 'conflict';
    end if;
  end if;

  for v_object in select value from jsonb_array_elements(coalesce(p_objects, '[]'::jsonb)) loop
    insert into public.local_billing_objects as o (id, kind, user_id, data)
    values (v_object ->> 'id', v_object ->> 'kind', p_user_id, v_object -> 'data')
    on conflict (id) do update set data = excluded.data, updated_at = now()
    where o.user_id = excluded.user_id;
    get diagnostics v_rows = row_count;
    if v_rows = 0 then
      raise exception 'local billing object % belongs to another account', v_object ->> 'id' using errcode = '42501';
    end if;
  end loop;

  for v_event in select value from jsonb_array_elements(coalesce(p_events, '[]'::jsonb)) loop
    v_outcome := public.apply_billing_event(
      v_event ->> 'id',
      v_event ->> 'type',
      (v_event ->> 'created')::timestamptz,
      v_event ->> 'customer',
      (v_event ->> 'userId')::uuid,
      v_event -> 'intents'
    );
    if v_outcome <> 'applied' then
      raise exception 'local billing event % was not applied (%)', v_event ->> 'id', v_outcome using errcode = 'P0001';
    end if;
    insert into public.local_billing_objects (id, kind, user_id, data)
    values (v_event ->> 'id', 'event', p_user_id, v_event -> 'payload');
  end loop;
  return 'completed';
end
$$;

revoke execute on function public.apply_local_billing_step(uuid, text, integer, jsonb, jsonb)
from public, anon, authenticated;
grant execute on function public.apply_local_billing_step(uuid, text, integer, jsonb, jsonb) to service_role;

-- Batch jobs of the property API v1 (issue 45, docs/decisions/api-batch.md): POST /api/v1/batch
-- holds up to 1,000 items of one endpoint; a background worker answers them one by one through the
-- same meter as single calls (each item fingerprinted, held, capped and charged like the same GET);
-- GET /api/v1/batch/{id} shows progress and /results the answers as NDJSON or CSV.
--
-- The API (service role) writes both tables; an account reads its own jobs (RLS, owner only), so a
-- dashboard could list them. An Idempotency-Key is bound to the body's fingerprint for 24 hours:
-- the same key and body return the same job, another body with the key is refused (Stripe's rules).

create table public.api_batches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profile (user_id) on delete cascade,
  -- The named key that created the job (its endpoints and monthly cap apply to every item); null: the account key.
  key_id uuid references public.api_keys (id) on delete set null,
  endpoint text not null check (endpoint ~ '^[a-z][a-z-]{0,39}$'),
  idempotency_key text check (idempotency_key ~ '^[\x21-\x7e]{1,255}$'),
  -- SHA-256 (hex) of the body as read (endpoint and items, keys sorted): what an Idempotency-Key is bound to.
  body_hash text not null check (body_hash ~ '^[0-9a-f]{64}$'),
  status text not null default 'queued' check (status in ('queued', 'running', 'done')),
  total integer not null check (total between 1 and 1000),
  done integer not null default 0 check (done between 0 and total),
  succeeded integer not null default 0 check (succeeded >= 0),
  failed integer not null default 0 check (failed >= 0),
  credits integer not null default 0 check (credits >= 0),
  request_id text not null check (char_length(request_id) between 1 and 100),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  -- Written as the worker goes: a job whose worker stopped (heartbeat older than a minute) is taken up again.
  heartbeat_at timestamptz,
  finished_at timestamptz
);

create index api_batches_user on public.api_batches (user_id, created_at desc);
create unique index api_batches_idempotency on public.api_batches (user_id, idempotency_key)
where idempotency_key is not null;

create table public.api_batch_items (
  batch_id uuid not null references public.api_batches (id) on delete cascade,
  position integer not null check (position between 0 and 999),
  -- The item as sent (an object of the endpoint's parameters).
  params jsonb not null,
  -- Null until answered; then the answer's HTTP status, error code, credits and body (the JSON sent for it).
  status smallint check (status between 100 and 599),
  error_code text check (error_code ~ '^[a-z_]{1,40}$'),
  credits integer not null default 0 check (credits >= 0),
  body text,
  answered_at timestamptz,
  primary key (batch_id, position)
);

alter table public.api_batches enable row level security;
alter table public.api_batch_items enable row level security;

create policy "api_batches: owner reads" on public.api_batches
for select to authenticated
using ((select auth.uid()) = user_id);

create policy "api_batch_items: owner reads" on public.api_batch_items
for select to authenticated
using (exists (select 1 from public.api_batches b where b.id = batch_id and b.user_id = (select auth.uid())));

revoke all on public.api_batches from anon, authenticated;
revoke all on public.api_batch_items from anon, authenticated;
grant select (
  id, user_id, key_id, endpoint, status, total, done, succeeded, failed, credits, created_at, started_at, finished_at
) on public.api_batches to authenticated;
grant select (batch_id, position, params, status, error_code, credits, body, answered_at) on public.api_batch_items to authenticated;
grant all on public.api_batches, public.api_batch_items to service_role;

/**
 * Creates a job with its items, or finds the one an Idempotency-Key already made: 'new' (created),
 * 'replay' (the same key and the same body within 24 hours: that job), 'key_reused' (the key was
 * used in the last 24 hours for another body: nothing created). Serialised per account.
 */
create function public.api_batch_create(
  p_user_id uuid,
  p_key_id uuid,
  p_endpoint text,
  p_idempotency_key text,
  p_body_hash text,
  p_items jsonb,
  p_request_id text
)
returns table (outcome text, batch_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_existing record;
  v_id uuid;
begin
  perform 1 from public.profile p where p.user_id = p_user_id for update;
  if not found then
    return query select 'unknown_user'::text, null::uuid;
    return;
  end if;
  if p_idempotency_key is not null then
    select b.id, b.body_hash, b.created_at into v_existing
    from public.api_batches b where b.user_id = p_user_id and b.idempotency_key = p_idempotency_key;
    if found and v_existing.created_at > now() - interval '24 hours' then
      if v_existing.body_hash = p_body_hash then
        return query select 'replay'::text, v_existing.id;
      else
        return query select 'key_reused'::text, null::uuid;
      end if;
      return;
    end if;
    -- A key older than 24 hours is free again: the old job keeps its results, not the key.
    update public.api_batches b set idempotency_key = null
    where b.user_id = p_user_id and b.idempotency_key = p_idempotency_key;
  end if;
  insert into public.api_batches (user_id, key_id, endpoint, idempotency_key, body_hash, total, request_id)
  values (p_user_id, p_key_id, p_endpoint, p_idempotency_key, p_body_hash, jsonb_array_length(p_items), p_request_id)
  returning id into v_id;
  insert into public.api_batch_items (batch_id, position, params)
  select v_id, (e.ordinality - 1)::integer, e.value from jsonb_array_elements(p_items) with ordinality e;
  return query select 'new'::text, v_id;
end
$$;

/**
 * Takes a job for a worker: a queued job, or a running one whose worker has not written for a
 * minute (it stopped). Returns the job when taken, nothing when another worker has it or it is done.
 */
create function public.api_batch_claim(p_batch_id uuid)
returns table (id uuid, user_id uuid, key_id uuid, endpoint text, request_id text)
language sql
security definer
set search_path = ''
as $$
  update public.api_batches b
  set status = 'running', started_at = coalesce(b.started_at, now()), heartbeat_at = now()
  where b.id = p_batch_id
    and (b.status = 'queued' or (b.status = 'running' and b.heartbeat_at < now() - interval '1 minute'))
  returning b.id, b.user_id, b.key_id, b.endpoint, b.request_id
$$;

/** Records one item's answer and the job's progress (once per item: an answered item is never rewritten). */
create function public.api_batch_answer(
  p_batch_id uuid,
  p_position integer,
  p_status integer,
  p_error_code text,
  p_credits integer,
  p_body text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.api_batch_items i
  set status = p_status, error_code = p_error_code, credits = greatest(0, coalesce(p_credits, 0)), body = p_body,
    answered_at = now()
  where i.batch_id = p_batch_id and i.position = p_position and i.status is null;
  if not found then
    return;
  end if;
  update public.api_batches b
  set done = b.done + 1,
    succeeded = b.succeeded + case when p_status between 200 and 299 then 1 else 0 end,
    failed = b.failed + case when p_status between 200 and 299 then 0 else 1 end,
    credits = b.credits + greatest(0, coalesce(p_credits, 0)),
    heartbeat_at = now()
  where b.id = p_batch_id;
end
$$;

/** Marks a job done when every item has its answer. */
create function public.api_batch_finish(p_batch_id uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.api_batches b set status = 'done', finished_at = now()
  where b.id = p_batch_id and b.status <> 'done' and b.done = b.total
$$;

/** Deletes jobs (and their items) older than 7 days; returns how many went. */
create function public.api_batches_prune() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows integer;
begin
  delete from public.api_batches where created_at < now() - interval '7 days';
  get diagnostics v_rows = row_count;
  return v_rows;
end
$$;

-- Batch items are logged like single calls, with their own channel.
alter table public.api_request_log drop constraint api_request_log_channel_check;
alter table public.api_request_log add constraint api_request_log_channel_check check (channel in ('rest', 'mcp', 'batch'));

revoke execute on function public.api_batch_create(uuid, uuid, text, text, text, jsonb, text) from public, anon, authenticated;
revoke execute on function public.api_batch_claim(uuid) from public, anon, authenticated;
revoke execute on function public.api_batch_answer(uuid, integer, integer, text, integer, text) from public, anon, authenticated;
revoke execute on function public.api_batch_finish(uuid) from public, anon, authenticated;
revoke execute on function public.api_batches_prune() from public, anon, authenticated;
grant execute on function public.api_batch_create(uuid, uuid, text, text, text, jsonb, text) to service_role;
grant execute on function public.api_batch_claim(uuid) to service_role;
grant execute on function public.api_batch_answer(uuid, integer, integer, text, integer, text) to service_role;
grant execute on function public.api_batch_finish(uuid) to service_role;
grant execute on function public.api_batches_prune() to service_role;

-- AI virtual staging: uploaded photos and render jobs. Users read their own rows; only the
-- functions (service role) write, through the functions below, so a user can never mark a job
-- done, skip a charge or refund themselves.

create table public.staging_photos (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profile (user_id) on delete cascade,
  original_path text not null check (char_length(original_path) <= 300),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  bytes integer not null check (bytes > 0),
  created_at timestamptz not null default now()
);

create index staging_photos_user_created on public.staging_photos (user_id, created_at desc);

create table public.staging_jobs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profile (user_id) on delete cascade,
  photo_id uuid not null references public.staging_photos (id) on delete cascade,
  room text not null check (char_length(room) <= 40),
  style text not null check (char_length(style) <= 40),
  status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed', 'refunded')),
  charged integer not null default 0 check (charged >= 0),
  provider text check (char_length(provider) <= 40),
  provider_job_id text check (char_length(provider_job_id) <= 200),
  result_path text check (char_length(result_path) <= 300),
  message text check (char_length(message) <= 500),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);

create index staging_jobs_user_status on public.staging_jobs (user_id, status);
create index staging_jobs_photo on public.staging_jobs (photo_id);

alter table public.staging_photos enable row level security;
alter table public.staging_jobs enable row level security;

create policy "staging_photos: owner reads" on public.staging_photos
for select to authenticated
using ((select auth.uid()) = user_id);

create policy "staging_jobs: owner reads" on public.staging_jobs
for select to authenticated
using ((select auth.uid()) = user_id);

revoke all on public.staging_photos, public.staging_jobs from anon, authenticated;
grant select on public.staging_photos, public.staging_jobs to authenticated;

-- Files in staging_images are written and deleted only by the functions (originals are cleaned
-- of location data first); owners keep read access for signed URLs.
drop policy if exists "staging_images: owner uploads" on storage.objects;
drop policy if exists "staging_images: owner replaces" on storage.objects;
drop policy if exists "staging_images: owner deletes" on storage.objects;

/**
 * Queues a render for the owner of the photo unless they already have p_max_active queued or
 * running; the profile row is locked first, so parallel submits cannot pass the cap together.
 * Returns the job id, or null when the cap is reached; raises P0002 for a photo not theirs.
 */
create function public.create_staging_job(p_user_id uuid, p_photo_id uuid, p_room text, p_style text, p_max_active integer)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_active integer;
  v_id uuid;
begin
  perform 1 from public.profile p where p.user_id = p_user_id for update;
  if not exists (select 1 from public.staging_photos s where s.id = p_photo_id and s.user_id = p_user_id) then
    raise exception 'no such photo' using errcode = 'P0002';
  end if;
  select count(*) into v_active from public.staging_jobs j
  where j.user_id = p_user_id and j.status in ('queued', 'running');
  if v_active >= p_max_active then
    return null;
  end if;
  insert into public.staging_jobs (user_id, photo_id, room, style) values (p_user_id, p_photo_id, p_room, p_style)
  returning id into v_id;
  return v_id;
end
$$;

/**
 * Ends a queued or running job that did not deliver: 'refunded' with the credit given back when
 * it was charged, else 'failed'. Once only: a job already ended is left alone (returns false).
 */
create function public.refund_staging_job(p_job_id uuid, p_message text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_charged integer;
begin
  update public.staging_jobs j
  set status = case when j.charged > 0 then 'refunded' else 'failed' end,
      message = left(p_message, 500),
      finished_at = now()
  where j.id = p_job_id and j.status in ('queued', 'running')
  returning j.user_id, j.charged into v_user, v_charged;
  if not found then
    return false;
  end if;
  if v_charged > 0 then
    perform public.grant_credits(v_user, v_charged, 'refund');
  end if;
  return true;
end
$$;

revoke execute on function public.create_staging_job(uuid, uuid, text, text, integer) from public, anon, authenticated;
revoke execute on function public.refund_staging_job(uuid, text) from public, anon, authenticated;
grant execute on function public.create_staging_job(uuid, uuid, text, text, integer) to service_role;
grant execute on function public.refund_staging_job(uuid, text) to service_role;

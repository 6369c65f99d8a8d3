-- Lessons a signed-in person has completed. Progress is theirs to record (it costs and unlocks
-- nothing), so owners may read and add their own rows, never anyone else's.
create table public.course_progress (
  user_id uuid not null default auth.uid() references public.profile (user_id) on delete cascade,
  course text not null check (course ~ '^[a-z0-9-]{3,80}$'),
  lesson text not null check (lesson ~ '^[a-z0-9-]{3,120}$'),
  score integer not null check (score between 0 and 20),
  completed_at timestamptz not null default now(),
  primary key (user_id, course, lesson)
);

alter table public.course_progress enable row level security;

create policy "course_progress: owner reads" on public.course_progress
for select to authenticated
using ((select auth.uid()) = user_id);

create policy "course_progress: owner records" on public.course_progress
for insert to authenticated
with check ((select auth.uid()) = user_id);

create policy "course_progress: owner updates" on public.course_progress
for update to authenticated
using ((select auth.uid()) = user_id)
with check ((select auth.uid()) = user_id);

revoke all on public.course_progress from anon, authenticated;
grant select, insert on public.course_progress to authenticated;
grant update (score, completed_at) on public.course_progress to authenticated;

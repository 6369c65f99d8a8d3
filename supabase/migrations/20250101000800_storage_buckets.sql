-- Private buckets. Objects live under a folder named after the owner's user id
-- (<user_id>/<file>); users read and write only their own folder.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('profile_photos', 'profile_photos', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('staging_images', 'staging_images', false, 10485760, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "profile_photos: owner reads" on storage.objects
for select to authenticated
using (bucket_id = 'profile_photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "profile_photos: owner uploads" on storage.objects
for insert to authenticated
with check (bucket_id = 'profile_photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "profile_photos: owner replaces" on storage.objects
for update to authenticated
using (bucket_id = 'profile_photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "profile_photos: owner deletes" on storage.objects
for delete to authenticated
using (bucket_id = 'profile_photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "staging_images: owner reads" on storage.objects
for select to authenticated
using (bucket_id = 'staging_images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "staging_images: owner uploads" on storage.objects
for insert to authenticated
with check (bucket_id = 'staging_images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "staging_images: owner replaces" on storage.objects
for update to authenticated
using (bucket_id = 'staging_images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "staging_images: owner deletes" on storage.objects
for delete to authenticated
using (bucket_id = 'staging_images' and (storage.foldername(name))[1] = (select auth.uid())::text);

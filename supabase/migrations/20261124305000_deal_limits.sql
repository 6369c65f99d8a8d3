-- Bounds on saved deals: a deal's inputs and results are small JSON documents, and one account
-- keeps at most 500 of them (an insert of thousands of rows in one request is refused whole).

alter table public.deals
  add constraint deals_inputs_size check (pg_column_size(inputs) <= 65536),
  add constraint deals_results_size check (pg_column_size(results) <= 262144);

create function public.deals_per_user_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Serialise inserts per user so parallel requests cannot pass the count together.
  perform pg_advisory_xact_lock(hashtext('deals:' || new.user_id::text));
  if (select count(*) from public.deals d where d.user_id = new.user_id) >= 500 then
    raise exception 'You have reached the limit of 500 saved deals. Delete some to save more.' using errcode = 'P0001';
  end if;
  return new;
end
$$;

revoke execute on function public.deals_per_user_limit() from public, anon, authenticated;

create trigger deals_per_user_limit before insert on public.deals
for each row execute function public.deals_per_user_limit();

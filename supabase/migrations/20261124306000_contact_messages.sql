-- Messages from the /contact form. Stored before any email is tried, so none is lost when email
-- delivery fails; delivery is retried until it succeeds. Only the functions read or write them.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  topic text not null check (topic in ('Account', 'Billing', 'Data', 'API', 'Privacy', 'Partnership', 'Complaint')),
  message text not null check (char_length(message) between 10 and 5000),
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  attempts integer not null default 0 check (attempts >= 0),
  last_error text check (char_length(last_error) <= 500)
);

create index contact_messages_undelivered on public.contact_messages (created_at) where delivered_at is null;

alter table public.contact_messages enable row level security;
-- No policies: only the service role touches this table.
revoke all on public.contact_messages from anon, authenticated;

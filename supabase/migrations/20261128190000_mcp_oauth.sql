-- OAuth 2.1 for the MCP server (docs/decisions/api-v1.md, "MCP as a one-step connector"): an
-- assistant registers itself (RFC 7591), the user signs in with the site's own login and consents,
-- and the assistant gets an access token (1 hour) and a refresh token (rotated on every use) for
-- the resource /api/mcp.
--
-- A grant is a named key (public.api_keys, oauth_client_id set) owned by the user, with the
-- endpoints (scopes) and monthly cap the user chose: the same meter, cap and revocation as any key,
-- so revoking it on /api-keys ends every token of it at once. Tokens and codes are stored only as
-- SHA-256 hashes. Everything here is written by the functions (service role); users read their
-- own grants through api_keys (existing policy) and revoke them with api_key_revoke. Nothing here
-- touches credits or plan.

create table public.oauth_clients (
  client_id text primary key check (client_id ~ '^[A-Za-z0-9_-]{16,80}$'),
  client_name text not null check (char_length(client_name) between 1 and 100),
  -- Exact redirect URIs (1–10); a loopback http URI matches on any port (RFC 8252 §7.3).
  redirect_uris jsonb not null check (jsonb_typeof(redirect_uris) = 'array' and jsonb_array_length(redirect_uris) between 1 and 10),
  client_uri text,
  created_at timestamptz not null default now()
);

alter table public.api_keys add column oauth_client_id text references public.oauth_clients (client_id) on delete set null;

create table public.oauth_codes (
  code_hash text primary key check (code_hash ~ '^[0-9a-f]{64}$'),
  key_id uuid not null references public.api_keys (id) on delete cascade,
  client_id text not null references public.oauth_clients (client_id) on delete cascade,
  redirect_uri text not null,
  code_challenge text not null check (code_challenge ~ '^[A-Za-z0-9_-]{43}$'),
  resource text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table public.oauth_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  kind text not null check (kind in ('access', 'refresh')),
  key_id uuid not null references public.api_keys (id) on delete cascade,
  client_id text not null references public.oauth_clients (client_id) on delete cascade,
  resource text not null,
  expires_at timestamptz not null,
  -- A refresh token is used once: the token endpoint sets this when it rotates it; a used refresh
  -- token presented again revokes the grant (a stolen token replayed, OAuth 2.1 §4.3.1).
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index oauth_tokens_key on public.oauth_tokens (key_id);
create index oauth_codes_key on public.oauth_codes (key_id);

alter table public.oauth_clients enable row level security;
alter table public.oauth_codes enable row level security;
alter table public.oauth_tokens enable row level security;
-- No policies: only the service role (the functions) reads or writes these tables.
revoke all on public.oauth_clients, public.oauth_codes, public.oauth_tokens from anon, authenticated;
grant select, insert, update, delete on public.oauth_clients, public.oauth_codes, public.oauth_tokens to service_role;
-- Users see which app a key of theirs belongs to.
grant select (oauth_client_id) on public.api_keys to authenticated;

/**
 * The caller behind an OAuth access token for a resource (service role): the grant's key with its
 * endpoints, cap and spend, as api_caller answers for a key. Nothing for an unknown, expired or
 * other-resource token, or a revoked grant.
 */
create function public.oauth_caller(p_token text, p_resource text)
returns table (
  user_id uuid,
  monthly_plan text,
  status text,
  key_id uuid,
  key_label text,
  endpoints jsonb,
  monthly_cap integer,
  spent_this_month integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.user_id, p.monthly_plan, s.status, k.id, k.label, k.endpoints, k.monthly_cap,
    case when k.cap_month = public.api_cap_month() then k.cap_spent else 0 end
  from public.oauth_tokens t
  join public.api_keys k on k.id = t.key_id
  join public.profile p on p.user_id = k.user_id
  left join public.subscriptions s on s.user_id = p.user_id
  where t.token_hash = public.api_key_hash(p_token) and t.kind = 'access' and t.expires_at > now()
    and t.resource = p_resource and k.revoked_at is null
  limit 1
$$;

/**
 * Who a key belongs to (as before), and now also an OAuth access token of a live grant, so the MCP
 * request path charges and caps it as the grant's key. The MCP function checks the token's resource
 * (oauth_caller) before a call reaches here; the REST API refuses OAuth tokens by their prefix.
 */
create or replace function public.api_caller(p_key text)
returns table (
  user_id uuid,
  monthly_plan text,
  status text,
  key_id uuid,
  key_label text,
  endpoints jsonb,
  monthly_cap integer,
  spent_this_month integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.user_id, p.monthly_plan, s.status, null::uuid, null::text, null::jsonb, null::integer, 0
  from public.profile p left join public.subscriptions s on s.user_id = p.user_id
  where p.secret_api = p_key
  union all
  select p.user_id, p.monthly_plan, s.status, k.id, k.label, k.endpoints, k.monthly_cap,
    case when k.cap_month = public.api_cap_month() then k.cap_spent else 0 end
  from public.api_keys k
  join public.profile p on p.user_id = k.user_id
  left join public.subscriptions s on s.user_id = p.user_id
  where k.key_hash = public.api_key_hash(p_key) and k.revoked_at is null
  union all
  select p.user_id, p.monthly_plan, s.status, k.id, k.label, k.endpoints, k.monthly_cap,
    case when k.cap_month = public.api_cap_month() then k.cap_spent else 0 end
  from public.oauth_tokens t
  join public.api_keys k on k.id = t.key_id
  join public.profile p on p.user_id = k.user_id
  left join public.subscriptions s on s.user_id = p.user_id
  where t.token_hash = public.api_key_hash(p_key) and t.kind = 'access' and t.expires_at > now() and k.revoked_at is null
  limit 1
$$;

revoke execute on function public.oauth_caller(text, text) from public, anon, authenticated;
grant execute on function public.oauth_caller(text, text) to service_role;
revoke execute on function public.api_caller(text) from public, anon, authenticated;
grant execute on function public.api_caller(text) to service_role;

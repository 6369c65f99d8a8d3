-- Named API keys may list only real endpoint ids (issue 40): a key made with an unknown id used to
-- be accepted and could call nothing. api_key_check_settings (called by api_key_create and
-- api_key_update) now refuses an id that is not an operation of the property API v1, naming it.
-- The list below is the ids of src/lib/api/v1/operations.ts; a test
-- (src/lib/api/keys/endpoint-ids-sql.test.ts) holds the two equal, so a new endpoint needs a new
-- migration redefining this function. Grants are unchanged (same signature, create or replace).

create or replace function public.api_key_check_settings(p_label text, p_endpoints jsonb, p_monthly_cap integer) returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_known text[] := array[
    'postcode', 'crime-statistics', 'schools', 'epc', 'property-age', 'broadband', 'mobile-signal', 'economic',
    'council-tax', 'report', 'report-summary', 'sold-prices', 'house-valuation', 'property-valuation', 'stamp-duty',
    'account-usage', 'account-credits', 'valuation-accuracy', 'data-freshness'
  ];
  v_unknown text;
begin
  if p_label is null or char_length(btrim(p_label)) not between 1 and 60 then
    raise exception 'Give the key a name of 1 to 60 characters.' using errcode = '22023';
  end if;
  if p_endpoints is not null and jsonb_typeof(p_endpoints) = 'null' then
    return;
  end if;
  if not public.api_key_endpoints_valid(p_endpoints) then
    raise exception 'Choose at least one endpoint, or allow every endpoint.' using errcode = '22023';
  end if;
  if p_endpoints is not null then
    select e #>> '{}' into v_unknown
    from jsonb_array_elements(p_endpoints) e
    where not (e #>> '{}') = any (v_known)
    limit 1;
    if v_unknown is not null then
      raise exception 'There is no endpoint "%". Choose from the endpoints listed on /api-keys.', v_unknown
        using errcode = '22023';
    end if;
  end if;
  if p_monthly_cap is not null and p_monthly_cap not between 1 and 1000000 then
    raise exception 'A monthly cap is a whole number of credits from 1 to 1000000.' using errcode = '22023';
  end if;
end
$$;

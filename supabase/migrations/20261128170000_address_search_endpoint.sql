-- GET /api/v1/address-search (issue 45) is an operation a named key may list: the check of key
-- settings learns its id. Same function as 20261128020000, one id added; grants unchanged.

create or replace function public.api_key_check_settings(p_label text, p_endpoints jsonb, p_monthly_cap integer) returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_known text[] := array[
    'postcode', 'crime-statistics', 'schools', 'epc', 'property-age', 'broadband', 'mobile-signal', 'economic',
    'council-tax', 'report', 'report-summary', 'sold-prices', 'house-valuation', 'property-valuation', 'stamp-duty',
    'account-usage', 'account-credits', 'valuation-accuracy', 'data-freshness', 'address-search'
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

/**
 * The build-time figures a place page sets beside each other (src/lib/data/place-context-rows.ts):
 * the place's own, its authority's (a district or area within one authority only) and England's.
 */
import { ENGLAND_WALES_CRIME_RATE } from '../../data/reference/national-figures.ts';
import type { ContextInput, ContextPlace } from '../../lib/data/place-context-rows.ts';
import type { AuthoritySummary, LocationSummary } from '../../lib/data/types.ts';
import { siteData, type SiteData } from './site-data.ts';

/** The one authority a district or area lies in, when every postcode's council is recorded and there is one. */
export function soleAuthority(
  summary: LocationSummary & { authorities?: { code: string }[] },
  data: SiteData = siteData(),
): AuthoritySummary | undefined {
  const codes = summary.authorities ?? [];
  const c = summary.coverage;
  if (codes.length !== 1 || (c && c.postcodesWithAuthority < c.postcodes * 0.9)) return undefined;
  return data.authorityByCode.get(codes[0]!.code);
}

function contextPlace(summary: LocationSummary, data: SiteData): ContextPlace {
  const authority = summary.kind === 'authority' ? (summary as AuthoritySummary) : null;
  return {
    name: summary.kind === 'authority' ? summary.name : summary.code,
    prices: summary.prices?.value ?? null,
    years: summary.priceYears ?? null,
    population: summary.population?.value ?? null,
    schoolGrades: summary.schoolsHeld === false ? undefined : summary.schoolGrades,
    crime: data.crimeRates.get(`${summary.kind}:${summary.code}`)?.rate ?? null,
    ...(authority
      ? {
          bandD: authority.councilTax?.value.areaBandD ?? authority.councilTax?.value.authorityBandD ?? null,
          epc: data.context.epcByAuthority.find((e) => e.code === authority.code)?.mix ?? null,
          earnings: data.context.labour?.earnings[authority.code] ?? null,
          employment: data.context.labour?.employment[authority.code] ?? null,
        }
      : {}),
  };
}

export function placeContextInput(
  summary: LocationSummary,
  authority: AuthoritySummary | undefined,
  data: SiteData = siteData(),
): ContextInput {
  return {
    place: contextPlace(summary, data),
    authority: authority && authority.code !== summary.code ? contextPlace(authority, data) : null,
    england: {
      bandD: data.context.englandBandD?.value.bandD ?? null,
      epc: data.context.englandEpc?.value ?? null,
      crimePerMonth: ENGLAND_WALES_CRIME_RATE.value,
      prices: data.context.englandPrices ?? null,
      earnings: data.context.labour?.earnings['E92000001'] ?? null,
      employment: data.context.labour?.employment['E92000001'] ?? null,
    },
  };
}

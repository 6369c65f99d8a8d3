/**
 * A postcode's geography in one line a reader can take in ("In Brooklands ward, Trafford, North
 * West · district M33"), with the ONS codes left for a disclosure; and whether a map around it is
 * worth its space — only when it shows more than the postcode's own point, or a boundary.
 */
import type { PostcodeGeography } from './types.ts';

/** "In Brooklands ward, Trafford, North West · postcode district M33"; names only, codes where a name is missing. */
export function geographyLine(geo: Pick<PostcodeGeography, 'ward' | 'authority' | 'region' | 'district'>): string {
  const name = (x: { code: string; name: string | null } | null) => (x ? (x.name ?? x.code) : null);
  const ward = name(geo.ward);
  const places = [ward ? `${ward} ward` : null, name(geo.authority), name(geo.region)].filter((x): x is string => !!x);
  const district = geo.district ? `postcode district ${geo.district}` : null;
  if (places.length === 0) return district ? `In ${district}` : 'Where it is: not held for this postcode';
  return `In ${places.join(', ')}${district ? ` · ${district}` : ''}`;
}

/** A map earns its space with at least one point besides the postcode, or a radius drawn around it. */
export function mapWorthShowing(markers: readonly unknown[], radiusMetres?: number | null): boolean {
  return markers.length > 0 || (radiusMetres != null && radiusMetres > 0);
}

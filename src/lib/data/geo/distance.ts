/** Great-circle distance in metres between two WGS84 points (haversine, mean Earth radius 6,371,008.8 m). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const R = 6371008.8;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Latitude/longitude deltas of a box holding every point within `metres` of latitude `lat`, on the
 * same sphere as `distanceMetres` (for an indexable pre-filter before the exact distance). Half
 * the box's height is the arc itself; half its width is the widest longitude the circle reaches,
 * asin(sin(arc) / cos(lat)). A hair wider, so rounding never cuts a point on the circle.
 */
export function boundingDeltas(lat: number, metres: number): { dLat: number; dLng: number } {
  const arc = (metres / 6371008.8) * (1 + 1e-9);
  const cosLat = Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  const degrees = 180 / Math.PI;
  return { dLat: arc * degrees, dLng: Math.asin(Math.min(1, Math.sin(arc) / cosLat)) * degrees };
}

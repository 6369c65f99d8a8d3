/** Great-circle distance in metres between two WGS84 points (haversine, mean Earth radius 6,371,008.8 m). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const R = 6371008.8;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Latitude/longitude deltas that bound a circle of `metres` around `lat` (for an indexable pre-filter). */
export function boundingDeltas(lat: number, metres: number): { dLat: number; dLng: number } {
  const dLat = metres / 111_320;
  const dLng = metres / (111_320 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return { dLat, dLng };
}

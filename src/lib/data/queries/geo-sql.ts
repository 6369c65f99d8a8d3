/** SQL fragments for distance filters: an indexable bounding box, then an exact haversine distance. */
import { boundingDeltas } from '../geo/distance.ts';

/** Haversine distance in metres from ($lat, $lng) parameters to the row's lat/lng columns. */
export function distanceSql(latParam: string, lngParam: string, latCol = 'lat', lngCol = 'lng'): string {
  return `(2 * 6371008.8 * asin(least(1, sqrt(power(sin(radians(${latCol} - ${latParam}) / 2), 2) + cos(radians(${latParam})) * cos(radians(${latCol})) * power(sin(radians(${lngCol} - ${lngParam}) / 2), 2)))))`;
}

/** Parameters [minLat, maxLat, minLng, maxLng] for a box enclosing the circle. */
export function boxParams(point: { lat: number; lng: number }, metres: number): number[] {
  const { dLat, dLng } = boundingDeltas(point.lat, metres);
  return [point.lat - dLat, point.lat + dLat, point.lng - dLng, point.lng + dLng];
}

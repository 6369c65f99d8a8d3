/**
 * British National Grid (OSGB36 easting/northing) → WGS84 latitude/longitude, for files such
 * as GIAS that publish only grid references. Inverse Transverse Mercator on the Airy 1830
 * ellipsoid, then a 7-parameter Helmert shift to WGS84 (accurate to about 5 m, plenty for
 * distances to schools). Source: Ordnance Survey, "A guide to coordinate systems in Great
 * Britain" (formulas C-2 … C-5 and the OSGB36 → WGS84 Helmert parameters).
 * Worked example (OS guide): E 651409.903, N 313177.270 → OSGB36 52.657570 N, 1.717922 E.
 */

const AIRY = { a: 6377563.396, b: 6356256.909 };
const WGS84 = { a: 6378137, b: 6356752.3142 };
const F0 = 0.9996012717;
const LAT0 = (49 * Math.PI) / 180;
const LON0 = (-2 * Math.PI) / 180;
const N0 = -100000;
const E0 = 400000;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Grid reference → OSGB36 latitude/longitude in degrees (inverse Transverse Mercator). */
export function gridToOsgb36(easting: number, northing: number): LatLng {
  const { a, b } = AIRY;
  const e2 = 1 - (b * b) / (a * a);
  const n = (a - b) / (a + b);
  const n2 = n * n;
  const n3 = n2 * n;
  let lat = LAT0;
  let m = 0;
  do {
    lat = (northing - N0 - m) / (a * F0) + lat;
    const d = lat - LAT0;
    const s = lat + LAT0;
    m =
      b *
      F0 *
      ((1 + n + (5 / 4) * n2 + (5 / 4) * n3) * d -
        (3 * n + 3 * n2 + (21 / 8) * n3) * Math.sin(d) * Math.cos(s) +
        ((15 / 8) * n2 + (15 / 8) * n3) * Math.sin(2 * d) * Math.cos(2 * s) -
        (35 / 24) * n3 * Math.sin(3 * d) * Math.cos(3 * s));
  } while (Math.abs(northing - N0 - m) >= 0.00001);
  const sin = Math.sin(lat);
  const nu = (a * F0) / Math.sqrt(1 - e2 * sin * sin);
  const rho = (a * F0 * (1 - e2)) / Math.pow(1 - e2 * sin * sin, 1.5);
  const eta2 = nu / rho - 1;
  const tan = Math.tan(lat);
  const t2 = tan * tan;
  const t4 = t2 * t2;
  const t6 = t4 * t2;
  const sec = 1 / Math.cos(lat);
  const VII = tan / (2 * rho * nu);
  const VIII = (tan / (24 * rho * nu ** 3)) * (5 + 3 * t2 + eta2 - 9 * t2 * eta2);
  const IX = (tan / (720 * rho * nu ** 5)) * (61 + 90 * t2 + 45 * t4);
  const X = sec / nu;
  const XI = (sec / (6 * nu ** 3)) * (nu / rho + 2 * t2);
  const XII = (sec / (120 * nu ** 5)) * (5 + 28 * t2 + 24 * t4);
  const XIIA = (sec / (5040 * nu ** 7)) * (61 + 662 * t2 + 1320 * t4 + 720 * t6);
  const dE = easting - E0;
  const phi = lat - VII * dE ** 2 + VIII * dE ** 4 - IX * dE ** 6;
  const lambda = LON0 + X * dE - XI * dE ** 3 + XII * dE ** 5 - XIIA * dE ** 7;
  return { lat: (phi * 180) / Math.PI, lng: (lambda * 180) / Math.PI };
}

/** OSGB36 latitude/longitude → WGS84 (Helmert transform via cartesian coordinates). */
export function osgb36ToWgs84(point: LatLng): LatLng {
  const phi = (point.lat * Math.PI) / 180;
  const lambda = (point.lng * Math.PI) / 180;
  const e2a = 1 - (AIRY.b * AIRY.b) / (AIRY.a * AIRY.a);
  const nu = AIRY.a / Math.sqrt(1 - e2a * Math.sin(phi) ** 2);
  const x1 = nu * Math.cos(phi) * Math.cos(lambda);
  const y1 = nu * Math.cos(phi) * Math.sin(lambda);
  const z1 = (1 - e2a) * nu * Math.sin(phi);
  const sec = Math.PI / (180 * 3600);
  const tx = 446.448;
  const ty = -125.157;
  const tz = 542.06;
  const s = -20.4894e-6;
  const rx = 0.1502 * sec;
  const ry = 0.247 * sec;
  const rz = 0.8421 * sec;
  const x2 = tx + (1 + s) * x1 - rz * y1 + ry * z1;
  const y2 = ty + rz * x1 + (1 + s) * y1 - rx * z1;
  const z2 = tz - ry * x1 + rx * y1 + (1 + s) * z1;
  const e2w = 1 - (WGS84.b * WGS84.b) / (WGS84.a * WGS84.a);
  const p = Math.sqrt(x2 * x2 + y2 * y2);
  let lat = Math.atan2(z2, p * (1 - e2w));
  for (let i = 0; i < 10; i++) {
    const v = WGS84.a / Math.sqrt(1 - e2w * Math.sin(lat) ** 2);
    lat = Math.atan2(z2 + e2w * v * Math.sin(lat), p);
  }
  return { lat: (lat * 180) / Math.PI, lng: (Math.atan2(y2, x2) * 180) / Math.PI };
}

/** British National Grid easting/northing → WGS84 latitude/longitude in degrees. */
export function gridToWgs84(easting: number, northing: number): LatLng {
  return osgb36ToWgs84(gridToOsgb36(easting, northing));
}

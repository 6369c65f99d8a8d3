import { useEffect, useRef, useState } from 'react';
import 'leaflet/dist/leaflet.css';
import { StaticMap, type StaticMarker } from '../shared/StaticMap.tsx';

export interface MapMarker {
  lat: number;
  lon: number;
  label: string;
  /** How the marker is drawn: numbered school squares, crime circles sized by count, other points. */
  kind?: StaticMarker['kind'];
  count?: number;
}

export interface LocationMapProps {
  lat: number;
  lon: number;
  label: string;
  markers?: MapMarker[];
  /** Radius circle in metres (e.g. the crime search radius). */
  radiusMetres?: number | undefined;
  zoom?: number;
}

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Signed-in state is set on <html data-auth> before first paint from the stored session. */
function isSignedIn(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset['auth'] === 'in';
}

/**
 * A map of a place. Visitors (and anyone whose map tiles fail to load) see a map drawn from the
 * data alone — no tiles, no network — with the schools and crime points labelled; signed-in
 * users get an interactive Leaflet map with OpenStreetMap tiles, which falls back to the drawn
 * map as soon as a tile fails.
 */
export function LocationMap({ lat, lon, label, markers = [], radiusMetres, zoom = 15 }: LocationMapProps) {
  const element = useRef<HTMLDivElement>(null);
  // Read after hydration so the server and first client render agree.
  const [auth, setAuth] = useState<'unknown' | 'in' | 'out'>('unknown');
  useEffect(() => setAuth(isSignedIn() ? 'in' : 'out'), []);
  const [tilesFailed, setTilesFailed] = useState(false);
  // Callers often pass a fresh array each render: redraw only when the points really change.
  const markerKey = JSON.stringify(markers);
  const interactive = auth === 'in' && !tilesFailed;

  useEffect(() => {
    if (!interactive) return;
    let disposed = false;
    let map: import('leaflet').Map | undefined;
    import('leaflet')
      .then(({ default: L }) => {
        if (disposed || !element.current) return;
        map = L.map(element.current, { center: [lat, lon], zoom, attributionControl: true });
        L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 })
          .on('tileerror', () => setTilesFailed(true))
          .addTo(map);
        if (radiusMetres)
          L.circle([lat, lon], { radius: radiusMetres, color: '#6d28d9', weight: 1, fillOpacity: 0.05 }).addTo(map);
        for (const m of JSON.parse(markerKey) as MapMarker[]) {
          L.circleMarker([m.lat, m.lon], { radius: 5, color: '#4c1d95', weight: 1, fillOpacity: 0.7 })
            .bindTooltip(m.label)
            .addTo(map);
        }
        L.circleMarker([lat, lon], { radius: 9, color: '#111827', weight: 2, fillColor: '#8b5cf6', fillOpacity: 0.9 })
          .bindTooltip(label)
          .addTo(map);
      })
      .catch(() => setTilesFailed(true));
    return () => {
      disposed = true;
      map?.remove();
    };
  }, [lat, lon, label, markerKey, radiusMetres, zoom, interactive]);

  if (!interactive) {
    return (
      <div data-map data-map-interactive="false">
        <StaticMap
          lat={lat}
          lng={lon}
          label={label}
          radiusMetres={radiusMetres}
          markers={markers.map((m) => ({
            lat: m.lat,
            lng: m.lon,
            label: m.label,
            kind: m.kind ?? 'point',
            ...(m.count ? { count: m.count } : {}),
          }))}
        />
        {auth === 'out' && (
          <p className="mt-1 text-sm">
            <a href="/login">Sign in</a> for an interactive street map.
          </p>
        )}
      </div>
    );
  }
  return (
    <figure className="mt-3" data-map data-map-interactive="true">
      <div
        ref={element}
        className="h-72 w-full overflow-hidden rounded-xl border border-line bg-surface-muted"
        role="region"
        aria-label={`Map of ${label}`}
      />
      <figcaption className="mt-1 text-xs text-ink-faint">
        Location of {label} ({lat.toFixed(5)}, {lon.toFixed(5)}). Map tiles © OpenStreetMap contributors.
      </figcaption>
    </figure>
  );
}

import { useEffect, useRef, useState } from 'react';
import 'leaflet/dist/leaflet.css';

export interface MapMarker {
  lat: number;
  lon: number;
  label: string;
  /** The searched place is drawn larger than nearby points. */
  primary?: boolean;
}

export interface LocationMapProps {
  lat: number;
  lon: number;
  label: string;
  markers?: MapMarker[];
  /** Radius circle in metres (e.g. the crime search radius). */
  radiusMetres?: number;
  zoom?: number;
}

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Signed-in state is set on <html data-auth> before first paint from the stored session. */
function isSignedIn(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset['auth'] === 'in';
}

/**
 * A Leaflet map of a place. For signed-out visitors it is inert: no dragging, zoom,
 * keyboard or clicks, with a note to sign in. Tiles that fail to load leave a plain background.
 */
export function LocationMap({ lat, lon, label, markers = [], radiusMetres, zoom = 15 }: LocationMapProps) {
  const element = useRef<HTMLDivElement>(null);
  // Read after hydration so the server and first client render agree; the note hides itself by CSS when signed in.
  const [auth, setAuth] = useState<'unknown' | 'in' | 'out'>('unknown');
  const signedIn = auth === 'in';
  useEffect(() => setAuth(isSignedIn() ? 'in' : 'out'), []);
  const [failed, setFailed] = useState(false);
  // Callers often pass a fresh array each render: redraw only when the points really change.
  const markerKey = JSON.stringify(markers);

  useEffect(() => {
    if (auth === 'unknown') return;
    let disposed = false;
    let map: import('leaflet').Map | undefined;
    import('leaflet')
      .then(({ default: L }) => {
        if (disposed || !element.current) return;
        const interactive = signedIn;
        map = L.map(element.current, {
          center: [lat, lon],
          zoom,
          dragging: interactive,
          touchZoom: interactive,
          scrollWheelZoom: interactive,
          doubleClickZoom: interactive,
          boxZoom: interactive,
          keyboard: interactive,
          zoomControl: interactive,
          attributionControl: true,
        });
        L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
        if (radiusMetres)
          L.circle([lat, lon], { radius: radiusMetres, color: '#6d28d9', weight: 1, fillOpacity: 0.05, interactive }).addTo(map);
        for (const m of JSON.parse(markerKey) as MapMarker[]) {
          L.circleMarker([m.lat, m.lon], { radius: 5, color: '#4c1d95', weight: 1, fillOpacity: 0.7, interactive })
            .bindTooltip(m.label)
            .addTo(map);
        }
        L.circleMarker([lat, lon], {
          radius: 9,
          color: '#111827',
          weight: 2,
          fillColor: '#8b5cf6',
          fillOpacity: 0.9,
          interactive,
        })
          .bindTooltip(label)
          .addTo(map);
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      map?.remove();
    };
  }, [lat, lon, label, markerKey, radiusMetres, zoom, signedIn, auth]);

  return (
    <figure className="mt-3" data-map data-map-interactive={auth === 'unknown' ? undefined : signedIn ? 'true' : 'false'}>
      <div className="relative">
        <div
          ref={element}
          className="h-72 w-full overflow-hidden rounded-xl border border-gray-200 bg-gray-100"
          role={signedIn ? 'region' : 'img'}
          aria-label={`Map of ${label}`}
          style={signedIn ? undefined : { pointerEvents: 'none' }}
        />
        {!signedIn && (
          <p className="signed-out-only absolute right-2 bottom-8 z-[1000] rounded bg-white/95 px-3 py-1 text-sm shadow">
            <a href="/login">Sign in to explore the map</a>
          </p>
        )}
      </div>
      <figcaption className="mt-1 text-xs text-ink-faint">
        {failed ? 'The map could not be loaded. ' : ''}Location of {label} ({lat.toFixed(5)}, {lon.toFixed(5)}). Map tiles ©
        OpenStreetMap contributors.
      </figcaption>
    </figure>
  );
}

/**
 * A map drawn from the data alone — no tiles, no network — for visitors and whenever map tiles
 * fail: the place at the centre, a distance grid with a scale, the search radius, and numbered
 * markers (schools as squares, crime points as circles sized by count) with a key that names
 * each one. An SVG with a title and description, so it also prints and goes into the PDF report.
 * It is drawn at the width it is shown at (a phone gets a phone-sized drawing, labels at 11 px or
 * more, never a 640 px drawing scaled down); before it is measured both sizes are drawn and CSS
 * shows one. The key is numbered once (the list carries no marker of its own).
 */
import { useId } from 'react';
import { NARROW_CHART_W, useChartWidth } from './useChartWidth.ts';

export interface StaticMarker {
  lat: number;
  lng: number;
  label: string;
  /** Schools are numbered squares with a key; crime points (amber) and other points (violet) are circles. */
  kind: 'school' | 'crime' | 'point';
  /** Crimes (or sales) at the point: sizes the circle. */
  count?: number;
}

export interface StaticMapProps {
  lat: number;
  lng: number;
  label: string;
  markers?: readonly StaticMarker[];
  radiusMetres?: number | undefined;
  /** Width of ground shown, in metres (default: fits the markers and radius, at least 1.2 km). */
  spanMetres?: number;
}

const WIDE_W = 640;
/** Height for a drawing width: 9:16 on a wide screen, taller on a phone so a search circle still fits. */
const heightFor = (w: number) => Math.round(Math.min(360, Math.max(220, w * 0.75)));
const M_PER_DEG_LAT = 110_574;

/** Metres east and south of the centre for a point. */
export function project(centre: { lat: number; lng: number }, p: { lat: number; lng: number }): { x: number; y: number } {
  const mPerDegLng = 111_320 * Math.cos((centre.lat * Math.PI) / 180);
  return { x: (p.lng - centre.lng) * mPerDegLng, y: (centre.lat - p.lat) * M_PER_DEG_LAT };
}

function gridStep(span: number): number {
  return [100, 200, 250, 500, 1000, 2000, 5000, 10_000].find((s) => span / s <= 8) ?? 20_000;
}

export function StaticMap({ lat, lng, label, markers = [], radiusMetres, spanMetres }: StaticMapProps) {
  const id = useId();
  const { ref, width, measured } = useChartWidth<HTMLElement>();
  const centre = { lat, lng };
  const placed = markers.map((m, i) => ({ ...m, n: i + 1, ...project(centre, m) }));
  const schools = placed.filter((p) => p.kind === 'school');
  const crimes = placed.filter((p) => p.kind !== 'school');
  const maxCount = Math.max(1, ...crimes.map((c) => c.count ?? 1));

  const draw = (W: number, key: string, className: string) => {
    const H = heightFor(W);
    const extent = Math.max(600, radiusMetres ?? 0, ...placed.map((p) => Math.max(Math.abs(p.x), Math.abs(p.y) * (W / H))));
    const span = spanMetres ?? extent * 2.3;
    const scale = W / span; // px per metre
    const px = (x: number) => W / 2 + x * scale;
    const py = (y: number) => H / 2 + y * scale;
    const step = gridStep(span);
    const lines = Math.ceil(span / step / 2) + 1;
    // The place's label reads to the right of its dot, or to the left where it would run off the drawing.
    const labelLeft = W / 2 + 12 + label.length * 7.5 > W - 4;
    return (
      <svg
        key={key}
        viewBox={`0 0 ${W} ${H}`}
        className={`${className} h-auto w-full rounded-xl border border-line bg-surface-muted`}
        role="img"
        aria-labelledby={`${id}${key}-t ${id}${key}-d`}
        data-map-width={W}
      >
        <title id={`${id}${key}-t`}>{`Map of ${label}`}</title>
        <desc id={`${id}${key}-d`}>
          {`${label} at the centre${radiusMetres ? `, with a ${radiusMetres} m circle` : ''}; ${schools.length} schools and ${crimes.length} other points marked. Grid lines every ${step} m.`}
        </desc>
        {Array.from({ length: lines * 2 + 1 }, (_, k) => k - lines).map((k) => (
          <g key={`g${k}`}>
            <line x1={px(k * step)} x2={px(k * step)} y1={0} y2={H} stroke="#e5e7eb" />
            <line x1={0} x2={W} y1={py(k * step)} y2={py(k * step)} stroke="#e5e7eb" />
          </g>
        ))}
        {radiusMetres ? (
          <circle
            cx={W / 2}
            cy={H / 2}
            r={radiusMetres * scale}
            fill="#6d28d9"
            fillOpacity="0.05"
            stroke="#6d28d9"
            strokeWidth="1.5"
          />
        ) : null}
        {crimes.map((c) => (
          <g key={`c${c.n}`} data-marker={c.kind}>
            <circle
              cx={px(c.x)}
              cy={py(c.y)}
              r={4 + 6 * Math.sqrt((c.count ?? 1) / maxCount)}
              fill={c.kind === 'crime' ? '#b45309' : '#6d28d9'}
              fillOpacity="0.55"
              stroke={c.kind === 'crime' ? '#92400e' : '#4c1d95'}
            />
            <title>{c.label}</title>
          </g>
        ))}
        {schools.map((s) => (
          <g key={`s${s.n}`} data-marker="school">
            <rect x={px(s.x) - 9} y={py(s.y) - 9} width="18" height="18" rx="3" fill="#ffffff" stroke="#4c1d95" strokeWidth="2" />
            <text x={px(s.x)} y={py(s.y) + 4} textAnchor="middle" fontSize="11" fontWeight="700" fill="#4c1d95">
              {s.n}
            </text>
            <title>{`${s.n}. ${s.label}`}</title>
          </g>
        ))}
        <circle cx={W / 2} cy={H / 2} r="8" fill="#8b5cf6" stroke="#111827" strokeWidth="2" />
        <text
          x={labelLeft ? W / 2 - 12 : W / 2 + 12}
          y={H / 2 - 10}
          textAnchor={labelLeft ? 'end' : 'start'}
          fontSize="13"
          fontWeight="700"
          fill="#111827"
          stroke="#ffffff"
          strokeWidth="3"
          paintOrder="stroke"
        >
          {label}
        </text>
        <g transform={`translate(12 ${H - 18})`} data-scale-bar>
          <line x1="0" x2={step * scale} y1="0" y2="0" stroke="#111827" strokeWidth="2" />
          <line x1="0" x2="0" y1="-4" y2="4" stroke="#111827" strokeWidth="2" />
          <line x1={step * scale} x2={step * scale} y1="-4" y2="4" stroke="#111827" strokeWidth="2" />
          <text x={step * scale + 6} y="4" fontSize="11" fill="#111827">
            {step >= 1000 ? `${step / 1000} km` : `${step} m`}
          </text>
        </g>
        <text x={W - 12} y="20" textAnchor="end" fontSize="12" fontWeight="700" fill="#111827">
          N ↑
        </text>
      </svg>
    );
  };

  return (
    <figure ref={ref} className="mt-3" data-static-map>
      {measured
        ? draw(width, 'm', 'block')
        : [draw(NARROW_CHART_W, 'n', 'block sm:hidden'), draw(WIDE_W, 'w', 'hidden sm:block')]}
      <figcaption className="mt-2 text-xs text-ink-muted">
        Drawn from the data, without map tiles: {label} at the centre
        {radiusMetres ? `, the ${radiusMetres} m search circle` : ''}
        {crimes.some((c) => c.kind === 'crime') ? ', crime points (amber circles, larger for more crimes)' : ''}
        {crimes.some((c) => c.kind === 'point') ? ', the places listed below the map (violet circles)' : ''}
        {schools.length > 0 ? ' and numbered schools:' : '.'}
      </figcaption>
      {schools.length > 0 && (
        <ol className="mt-1 grid list-none gap-x-4 p-0 text-xs text-ink-muted sm:grid-cols-2" data-map-key>
          {schools.map((s) => (
            <li key={s.n} className="m-0 p-0">
              {s.n}. {s.label}
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}

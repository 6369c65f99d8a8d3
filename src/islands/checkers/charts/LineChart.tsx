export interface LinePoint {
  label: string;
  value: number;
}

export interface LineChartProps {
  title: string;
  points: LinePoint[];
  /** Unit shown in the data table header, e.g. "crimes". */
  unit: string;
}

const W = 640;
const H = 220;
const PAD = { top: 16, right: 16, bottom: 40, left: 48 };

/** A small responsive SVG line chart with a visually hidden table of the same figures. */
export function LineChart({ title, points, unit }: LineChartProps) {
  if (points.length === 0) return null;
  const max = Math.max(1, ...points.map((p) => p.value));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? innerW / 2 : (i * innerW) / (points.length - 1));
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const every = Math.max(1, Math.ceil(points.length / 8));
  return (
    <figure className="mt-3" data-chart="line">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={`${title}: ${points.length} values`}>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(max * f)} y2={y(max * f)} stroke="#e5e7eb" />
            <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="#4b5563">
              {Math.round(max * f)}
            </text>
          </g>
        ))}
        <path d={path} fill="none" stroke="#6d28d9" strokeWidth="2" />
        {points.map((p, i) => (
          <g key={p.label}>
            <circle cx={x(i)} cy={y(p.value)} r="3" fill="#6d28d9">
              <title>{`${p.label}: ${p.value}`}</title>
            </circle>
            {i % every === 0 && (
              <text x={x(i)} y={H - PAD.bottom + 18} textAnchor="middle" fontSize="11" fill="#4b5563">
                {p.label}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption className="sr-only">{title}</figcaption>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-brand-700">Show the figures as a table</summary>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Period
              </th>
              <th scope="col" className="py-1">
                {unit}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label} className="border-t border-gray-100">
                <td className="py-1 pr-4">{p.label}</td>
                <td className="py-1">{p.value.toLocaleString('en-GB')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

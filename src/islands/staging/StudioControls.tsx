import { useId } from 'react';
import { CREDIT_COSTS } from '../../lib/site/plans.ts';
import { ROOMS, fits, roomById, styleById, stylesFor, type RoomId } from '../../lib/staging/presets.ts';
import { ui } from '../app/ui-classes.ts';

interface Props {
  room: RoomId;
  style: string;
  onRoom: (room: RoomId, style: string) => void;
  onStyle: (style: string) => void;
  onStage: () => void;
  busy: boolean;
  disabled: string | null;
}

/** Room type and style, and the button that starts a render. */
export default function StudioControls({ room, style, onRoom, onStyle, onStage, busy, disabled }: Props) {
  const ids = useId();
  const current = roomById(room)!;
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end" data-studio-controls>
      <div className="min-w-0">
        <label htmlFor={`${ids}-room`} className={ui.label}>
          Room type
        </label>
        <select
          id={`${ids}-room`}
          className={ui.input}
          value={room}
          onChange={(event) => {
            const next = roomById(event.target.value)!;
            const keep = styleById(style);
            onRoom(next.id, keep && fits(next, keep) ? keep.id : stylesFor(next)[0]!.id);
          }}
        >
          {ROOMS.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${ids}-style`} className={ui.label}>
          Style
        </label>
        <select id={`${ids}-style`} className={ui.input} value={style} onChange={(event) => onStyle(event.target.value)}>
          {stylesFor(current).map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={ui.primary} onClick={onStage} disabled={busy || disabled !== null}>
        {busy ? 'Starting…' : `Stage this photo (${CREDIT_COSTS.stagedImage} credit)`}
      </button>
    </div>
  );
}

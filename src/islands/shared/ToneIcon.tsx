/** The decorative icon of a tone (error, success, warning, info), drawn in the tone's colour. */
import { ALERT_ICON_COLOURS, ALERT_ICON_PATHS, type AlertTone } from '../../lib/design/alert-icons.ts';

export function ToneIcon({ tone, size = 20 }: { tone: AlertTone; size?: 16 | 20 }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width={size}
      height={size}
      className={`mt-0.5 flex-none fill-current ${ALERT_ICON_COLOURS[tone]}`}
    >
      <path d={ALERT_ICON_PATHS[tone]} fillRule="evenodd" />
    </svg>
  );
}

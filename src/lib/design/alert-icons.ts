/** The tone of a note or message: what it says in words to screen readers, and its 20×20 icon path. */
export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/** The word read before a message, so its tone never relies on colour or the icon alone. */
export const ALERT_LABELS: Record<AlertTone, string> = { info: 'Note', success: 'Success', warning: 'Warning', error: 'Error' };

/** Icon colour classes (design tokens). */
export const ALERT_ICON_COLOURS: Record<AlertTone, string> = {
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  error: 'text-error',
};

/** SVG paths on a 0 0 20 20 view box: an i, a tick, a warning triangle and a cross, each in a shape. */
export const ALERT_ICON_PATHS: Record<AlertTone, string> = {
  info: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1 5h2V5H9v2Zm0 8h2V9H9v6Z',
  success: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1.3 11.4L5 9.7l1.4-1.4 2.3 2.3 4.9-4.9L15 7.1l-6.3 6.3Z',
  warning: 'M10 1.5 0.8 17.5h18.4L10 1.5ZM9 7h2v5H9V7Zm0 6.5h2v2H9v-2Z',
  error:
    'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm3.5 10.1-1.4 1.4L10 11.4l-2.1 2.1-1.4-1.4L8.6 10 6.5 7.9l1.4-1.4L10 8.6l2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1Z',
};

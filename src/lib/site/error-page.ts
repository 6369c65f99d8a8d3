/** The default message of the error page. */
export const DEFAULT_ERROR_MESSAGE = 'Sorry, the page you are looking for could not be found.';

/** What the error page says for a status and optional message. */
export function errorPageCopy(status: number, message?: string): { heading: string; message: string } {
  if (status === 404) {
    return { heading: 'Oh no! Page not found', message: message?.trim() || DEFAULT_ERROR_MESSAGE };
  }
  return { heading: `${status} — Something went wrong`, message: message?.trim() || DEFAULT_ERROR_MESSAGE };
}

/** The not-found message naming the path (unmatched routes). */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}

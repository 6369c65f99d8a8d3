import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE, errorPageCopy, notFoundMessage } from './error-page.ts';

describe('error page copy', () => {
  it('says "Oh no! Page not found" for 404', () => {
    expect(errorPageCopy(404)).toEqual({ heading: 'Oh no! Page not found', message: DEFAULT_ERROR_MESSAGE });
  });

  it('shows the status, "Something went wrong" and the message for other errors', () => {
    expect(errorPageCopy(500, 'Database unavailable')).toEqual({
      heading: '500 — Something went wrong',
      message: 'Database unavailable',
    });
    expect(errorPageCopy(503).message).toBe('Sorry, the page you are looking for could not be found.');
  });

  it('names the path for unmatched routes', () => {
    expect(notFoundMessage('/nope')).toBe('Page not found: /nope');
  });
});

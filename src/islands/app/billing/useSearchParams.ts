import { useEffect, useState } from 'react';

/**
 * The page's query string, read after hydration: null on the server and on the first client
 * render, so both render the same markup (reading `location` during render made the server's
 * "nothing to buy" differ from the browser's form: React error #418 on /checkout and /success).
 */
export function useSearchParams(): URLSearchParams | null {
  const [params, setParams] = useState<URLSearchParams | null>(null);
  useEffect(() => setParams(new URLSearchParams(window.location.search)), []);
  return params;
}

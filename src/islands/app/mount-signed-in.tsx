import { createRoot } from 'react-dom/client';
import SignedInRoot from './SignedInRoot.tsx';

/** Renders the signed-in globals into their own element at the end of <body> (once). */
export function mountSignedIn(): void {
  if (document.getElementById('signed-in-root')) return;
  const host = document.createElement('div');
  host.id = 'signed-in-root';
  document.body.append(host);
  createRoot(host).render(<SignedInRoot />);
}

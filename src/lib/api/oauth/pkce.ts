/**
 * PKCE (RFC 7636), S256 only as OAuth 2.1 and the MCP authorization spec require: the challenge is
 * base64url(SHA-256(verifier)) without padding. Pure: the caller passes the SHA-256 digest function.
 */
export const VERIFIER_SHAPE = /^[A-Za-z0-9._~-]{43,128}$/;
export const CHALLENGE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 challenge of a verifier. */
export async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** Whether a verifier has the RFC 7636 shape and hashes to the challenge. */
export async function verifierMatches(verifier: string, challenge: string): Promise<boolean> {
  if (!VERIFIER_SHAPE.test(verifier) || !CHALLENGE_SHAPE.test(challenge)) return false;
  return (await s256(verifier)) === challenge;
}

/**
 * JWTs like Supabase's: HS256 with the project's JWT secret. The anon and service_role API keys
 * are long-lived JWTs signed with the same secret (payload iss/ref/role/iat/exp), so a key
 * generated here works exactly like a Supabase project's keys.
 */
import { SignJWT, jwtVerify, errors } from 'jose';

/** Local default secret; override with SUPABASE_JWT_SECRET. Local use only. */
export const DEFAULT_JWT_SECRET = 'brickstack-local-jwt-secret-not-for-production-0001';

/** Fixed issue time so the local keys in .env.example stay valid and stable. */
const KEY_IAT = 1_735_689_600; // 2025-01-01
const KEY_EXP = 2_051_222_400; // 2035-01-01

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface JwtClaims {
  role?: string;
  sub?: string;
  exp?: number;
  [claim: string]: unknown;
}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

/** The anon or service_role API key for a secret. */
export function apiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return signJwt({ iss: 'supabase', ref: 'local', role, iat: KEY_IAT, exp: KEY_EXP }, secret);
}

export type VerifyResult = { ok: true; value: JwtClaims } | { ok: false; error: 'expired' | 'invalid' };

/** Verifies an HS256 JWT; tells an expired token apart from any other failure. */
export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'], requiredClaims: ['exp'] });
    return { ok: true, value: payload as JwtClaims };
  } catch (error) {
    return { ok: false, error: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const secret = process.env['SUPABASE_JWT_SECRET'] || DEFAULT_JWT_SECRET;
  console.log(`SUPABASE_JWT_SECRET=${secret}`);
  console.log(`PUBLIC_SUPABASE_ANON_KEY=${await apiKey('anon', secret)}`);
  console.log(`SUPABASE_SERVICE_ROLE_KEY=${await apiKey('service_role', secret)}`);
}

/** auth.users access for the local auth service, and the user JSON Supabase Auth returns. */
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Database } from '../../db/database.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from auth.users where lower(email) = lower($1)', [email]);
  return rows[0];
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0];
}

/** bcrypt at cost 10, as Supabase Auth stores passwords. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, 10);
}

export async function passwordMatches(user: UserRow, password: string): Promise<boolean> {
  if (!user.encrypted_password) return false;
  return bcrypt.compare(password, user.encrypted_password);
}

/** A bcrypt hash of nothing anyone types, compared against for unknown addresses. */
let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real password check takes, for an address with no account, so the answer's
 * timing does not tell which addresses are registered. Always false.
 */
export async function comparePasswordForUnknownUser(password: string): Promise<false> {
  dummyHash ??= bcrypt.hash(`no-such-user-${Math.random()}`, 10);
  await bcrypt.compare(password, await dummyHash);
  return false;
}

/**
 * Creates an email user with its identity (the profile trigger then runs): confirmed unless
 * `confirmed` is false, and without a password when `password` is null (sign-in by email link).
 * `appMetadata` (set only through the admin API, as in Supabase) joins the provider fields.
 */
export async function createUser(
  db: Database,
  email: string,
  password: string | null,
  metadata: Record<string, unknown>,
  confirmed = true,
  appMetadata: Record<string, unknown> = {},
): Promise<UserRow> {
  const id = randomUUID();
  const hash = password === null ? '' : await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
         case when $5::boolean then now() end,
         $6, $4, now(), now())`,
      [
        id,
        email,
        hash,
        JSON.stringify(metadata),
        confirmed,
        JSON.stringify({ ...appMetadata, provider: 'email', providers: ['email'] }),
      ],
    );
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $2::uuid, jsonb_build_object('sub', $1::text, 'email', $3::text, 'email_verified', $4::boolean), 'email', now(), now(), now())`,
      [id, id, email, confirmed],
    );
  });
  const user = await findUserById(db, id);
  if (!user) throw new Error('user vanished after insert');
  return user;
}

/** The user object of Supabase Auth responses (GET /user, sessions). */
export async function userJson(db: Database, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await db.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [user.id]);
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmed_at: iso(user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at) ?? undefined,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: typeof identity.identity_data['email'] === 'string' ? identity.identity_data['email'] : undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

/**
 * The Supabase Storage subset on /storage/v1: upload (POST, PUT; raw body or multipart form),
 * download, signed URLs (create and serve), public URLs, delete, and bucket reads. Object rows
 * live in storage.objects and are read and written as the caller's role, so the migrations'
 * storage policies decide access; the bytes live on disk under `<storageDir>/<bucket>/<path>`.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { asRole } from '../as-role.ts';
import { header, readBody, readJson, sendJson } from '../http.ts';
import { signJwt, verifyJwt, type JwtClaims } from '../keys.ts';

/** Upper bound on any upload, whatever the bucket allows. */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

interface ObjectRow {
  id: string;
  name: string;
  metadata: { mimetype?: string; cacheControl?: string; size?: number } | null;
}

function storageError(res: ServerResponse, status: number, error: string, message: string): void {
  sendJson(res, status, { statusCode: String(status), error, message });
}

/** A safe object name: no empty, `.` or `..` segments, no backslashes or control characters. */
export function validObjectName(name: string): boolean {
  if (!name || name.length > 1024 || name.includes('\\') || [...name].some((ch) => ch.charCodeAt(0) < 0x20)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function filePath(ctx: BackendContext, bucket: string, name: string): string {
  const root = resolve(ctx.storageDir);
  const path = resolve(root, bucket, ...name.split('/'));
  if (!path.startsWith(root + sep)) throw new Error('path escapes storage root');
  return path;
}

async function getBucket(ctx: BackendContext, id: string): Promise<Bucket | undefined> {
  const { rows } = await ctx.db.query<Bucket>('select * from storage.buckets where id = $1', [id]);
  return rows[0];
}

/** MIME check like Supabase: exact types or `type/*` wildcards. */
export function mimeAllowed(allowed: string[] | null, mime: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((pattern) => pattern === mime || (pattern.endsWith('/*') && mime.startsWith(pattern.slice(0, -1))));
}

async function readUpload(
  req: IncomingMessage,
): Promise<{ bytes: Buffer; mime: string; cacheControl: string } | 'too_large' | 'bad_form'> {
  const body = await readBody(req, MAX_UPLOAD_BYTES);
  if (body === null) return 'too_large';
  const contentType = header(req, 'content-type') ?? 'application/octet-stream';
  if (contentType.startsWith('multipart/form-data')) {
    try {
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
      let file: File | undefined;
      form.forEach((value) => {
        if (typeof value !== 'string' && !file) file = value;
      });
      if (!file) return 'bad_form';
      const cacheControl = form.get('cacheControl');
      return {
        bytes: Buffer.from(await file.arrayBuffer()),
        mime: file.type || 'application/octet-stream',
        cacheControl: `max-age=${typeof cacheControl === 'string' && /^\d{1,9}$/.test(cacheControl) ? cacheControl : '3600'}`,
      };
    } catch {
      return 'bad_form';
    }
  }
  // A header value can never hold CR or LF, but keep only what a Cache-Control can say anyway.
  const given = header(req, 'cache-control');
  const cacheControl = given && /^[\x20-\x7e]{1,200}$/.test(given) ? given : 'max-age=3600';
  return { bytes: body, mime: contentType.split(';')[0]!.trim(), cacheControl };
}

async function upload(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  claims: JwtClaims,
  bucketId: string,
  name: string,
): Promise<void> {
  const bucket = await getBucket(ctx, bucketId);
  if (!bucket) return storageError(res, 404, 'Bucket not found', 'Bucket not found');
  const file = await readUpload(req);
  const limit = bucket.file_size_limit === null ? MAX_UPLOAD_BYTES : Number(bucket.file_size_limit);
  if (file === 'too_large' || (typeof file === 'object' && file.bytes.length > limit)) {
    return storageError(res, 413, 'Payload too large', 'The object exceeded the maximum allowed size');
  }
  if (file === 'bad_form') return storageError(res, 400, 'invalid_request', 'The multipart form holds no file');
  if (!mimeAllowed(bucket.allowed_mime_types, file.mime)) {
    return storageError(res, 415, 'invalid_mime_type', `mime type ${file.mime} is not supported`);
  }
  const upsert = req.method === 'PUT' || header(req, 'x-upsert') === 'true';
  const owner = typeof claims.sub === 'string' ? claims.sub : null;
  const metadata = JSON.stringify({
    eTag: `"${randomUUID()}"`,
    size: file.bytes.length,
    mimetype: file.mime,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  });
  const path = filePath(ctx, bucket.id, name);
  try {
    const row = await asRole(ctx.db, claims, async (tx) => {
      const conflict = upsert
        ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()'
        : '';
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4, $5::jsonb) ${conflict} returning id`,
        [bucket.id, name, owner, owner, metadata],
      );
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.bytes);
      return rows[0];
    });
    sendJson(res, 200, { Key: `${bucket.id}/${name}`, Id: row?.id });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '23505') return storageError(res, 409, 'Duplicate', 'The resource already exists');
    if (code === '42501') return storageError(res, 403, 'Unauthorized', 'new row violates row-level security policy');
    throw error;
  }
}

async function sendFile(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  object: ObjectRow,
  download: string | null,
): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await readFile(filePath(ctx, bucketId, object.name));
  } catch {
    return storageError(res, 404, 'not_found', 'Object not found');
  }
  const headers: Record<string, string> = {
    'content-type': object.metadata?.mimetype ?? 'application/octet-stream',
    'content-length': String(bytes.length),
    'cache-control': /^[\x20-\x7e]{1,200}$/.test(object.metadata?.cacheControl ?? '')
      ? object.metadata!.cacheControl!
      : 'max-age=3600',
  };
  if (download !== null) {
    const filename = download || object.name.split('/').pop() || 'download';
    // Printable ASCII only in the plain filename (no CR/LF header injection, no quotes); the
    // full name goes in filename* as UTF-8 (RFC 6266).
    const plain = filename.replace(/[^\x20-\x7e]|"/g, '_');
    headers['content-disposition'] = `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** The object as the caller may see it (row-level security applies). */
async function visibleObject(
  ctx: BackendContext,
  claims: JwtClaims,
  bucketId: string,
  name: string,
): Promise<ObjectRow | undefined> {
  return asRole(ctx.db, claims, async (tx) => {
    const { rows } = await tx.query<ObjectRow>(
      'select id, name, metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    );
    return rows[0];
  });
}

async function objectAsSuperuser(ctx: BackendContext, bucketId: string, name: string): Promise<ObjectRow | undefined> {
  const { rows } = await ctx.db.query<ObjectRow>(
    'select id, name, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, name],
  );
  return rows[0];
}

/** Splits `bucket/path/to/file` into bucket and object name. */
function split(rest: string): { bucket: string; name: string } | undefined {
  let decoded: string[];
  try {
    decoded = rest.split('/').map((part) => decodeURIComponent(part));
  } catch {
    return undefined; // Bad percent-encoding is an invalid key (400), not a crash.
  }
  if (decoded.some((part) => part.includes('\u0000'))) return undefined;
  const [bucket, ...parts] = decoded;
  const name = parts.join('/');
  if (!bucket || !validObjectName(name)) return undefined;
  return { bucket, name };
}

/** Routes /storage/v1/<path>; false when nothing matches. `claims` is undefined for unauthenticated routes. */
export async function handleStorage(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
  claims: JwtClaims | undefined,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  const match = (prefix: string) => (path.startsWith(prefix) ? split(path.slice(prefix.length)) : undefined);

  if ((method === 'GET' || method === 'HEAD') && path.startsWith('/object/public/')) {
    const target = match('/object/public/');
    if (!target) return (storageError(res, 400, 'invalid_key', 'Invalid key'), true);
    const bucket = await getBucket(ctx, target.bucket);
    const object = bucket?.public ? await objectAsSuperuser(ctx, target.bucket, target.name) : undefined;
    if (!object) return (storageError(res, 400, 'not_found', 'Object not found'), true);
    await sendFile(ctx, req, res, target.bucket, object, url.searchParams.get('download'));
    return true;
  }
  if ((method === 'GET' || method === 'HEAD') && path.startsWith('/object/sign/')) {
    const target = match('/object/sign/');
    const token = url.searchParams.get('token');
    const verified = token ? await verifyJwt(token, ctx.jwtSecret) : undefined;
    if (!target || !verified?.ok || verified.value['url'] !== `${target.bucket}/${target.name}`) {
      const expired = verified && !verified.ok && verified.error === 'expired';
      return (storageError(res, 400, 'InvalidJWT', expired ? '"exp" claim timestamp check failed' : 'invalid signature'), true);
    }
    const object = await objectAsSuperuser(ctx, target.bucket, target.name);
    if (!object) return (storageError(res, 400, 'not_found', 'Object not found'), true);
    await sendFile(ctx, req, res, target.bucket, object, url.searchParams.get('download'));
    return true;
  }
  if (!claims) return false;

  if (method === 'POST' && path.startsWith('/object/sign/')) {
    const target = match('/object/sign/');
    if (!target) return (storageError(res, 400, 'invalid_key', 'Invalid key'), true);
    const body = await readJson(req);
    const expiresIn = body.ok ? Number((body.value as { expiresIn?: unknown }).expiresIn) : NaN;
    if (!Number.isInteger(expiresIn) || expiresIn < 1)
      return (storageError(res, 400, 'invalid_request', 'expiresIn must be a positive integer'), true);
    if (!(await visibleObject(ctx, claims, target.bucket, target.name)))
      return (storageError(res, 400, 'not_found', 'Object not found'), true);
    const iat = Math.floor(Date.now() / 1000);
    const token = await signJwt({ url: `${target.bucket}/${target.name}`, iat, exp: iat + expiresIn }, ctx.jwtSecret);
    const encoded = `${target.bucket}/${target.name}`.split('/').map(encodeURIComponent).join('/');
    sendJson(res, 200, { signedURL: `/object/sign/${encoded}?token=${token}` });
    return true;
  }
  if ((method === 'POST' || method === 'PUT') && path.startsWith('/object/') && !path.startsWith('/object/list')) {
    const target = match('/object/');
    if (!target) return (storageError(res, 400, 'invalid_key', 'Invalid key'), true);
    await upload(ctx, req, res, claims, target.bucket, target.name);
    return true;
  }
  if ((method === 'GET' || method === 'HEAD') && path.startsWith('/object/')) {
    const target = match(path.startsWith('/object/authenticated/') ? '/object/authenticated/' : '/object/');
    if (!target) return (storageError(res, 400, 'invalid_key', 'Invalid key'), true);
    const object = await visibleObject(ctx, claims, target.bucket, target.name);
    if (!object) return (storageError(res, 400, 'not_found', 'Object not found'), true);
    await sendFile(ctx, req, res, target.bucket, object, url.searchParams.get('download'));
    return true;
  }
  if (method === 'DELETE' && path.startsWith('/object/')) {
    let bucket: string;
    try {
      bucket = decodeURIComponent(path.slice('/object/'.length));
    } catch {
      return (storageError(res, 400, 'invalid_key', 'Invalid key'), true);
    }
    const body = await readJson(req);
    const prefixes = body.ok ? (body.value as { prefixes?: unknown }).prefixes : undefined;
    if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string' && validObjectName(p))) {
      return (storageError(res, 400, 'invalid_request', 'prefixes must be a list of object paths'), true);
    }
    const removed = await asRole(ctx.db, claims, async (tx) => {
      const { rows } = await tx.query<ObjectRow & { bucket_id: string }>(
        'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning id, name, bucket_id, metadata',
        [bucket, prefixes],
      );
      return rows;
    });
    for (const row of removed) await rm(filePath(ctx, bucket, row.name), { force: true });
    sendJson(
      res,
      200,
      removed.map((row) => ({ id: row.id, name: row.name, bucket_id: row.bucket_id, metadata: row.metadata })),
    );
    return true;
  }
  if (method === 'GET' && path.startsWith('/bucket')) {
    const id = path.slice('/bucket/'.length);
    const { rows } = await ctx.db.query<Bucket>(
      'select id, name, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets order by id',
    );
    const buckets = rows.map((b) => ({
      ...b,
      owner: '',
      file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
    }));
    if (!id) return (sendJson(res, 200, buckets), true);
    const bucket = buckets.find((b) => b.id === id);
    if (!bucket) return (storageError(res, 404, 'Bucket not found', 'Bucket not found'), true);
    sendJson(res, 200, bucket);
    return true;
  }
  return false;
}

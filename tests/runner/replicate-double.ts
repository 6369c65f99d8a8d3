/**
 * A loopback double of Replicate's HTTP API as the staging worker uses it (replicate.com/docs/
 * reference/http): Bearer token; POST /v1/predictions `{ version, input }` → 201 prediction
 * (status "starting"); GET /v1/predictions/{id} → the prediction, whose status moves to
 * "processing" and then "succeeded" with `output` a file URL, or "failed" with `error`;
 * POST /v1/predictions/{id}/cancel → "canceled". Errors are `{ title, detail, status }`.
 * Like Replicate, it fetches the input image URL when a prediction is created.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type DoubleMode = 'succeed' | 'fail' | 'hang';

interface Prediction {
  id: string;
  status: string;
  polls: number;
  input: Record<string, unknown>;
  version: string;
  error: string | null;
  output: string | null;
}

export interface ReplicateDouble {
  url: string;
  mode: DoubleMode;
  predictions: Map<string, Prediction>;
  cancelled: string[];
  fetchedImages: { url: string; status: number }[];
  close(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startReplicateDouble(token: string, port = 0): Promise<ReplicateDouble> {
  const render = await sharp({ create: { width: 768, height: 512, channels: 3, background: '#e8e0d0' } })
    .png()
    .toBuffer();
  let counter = 0;
  const double: ReplicateDouble = {
    url: '',
    mode: 'succeed',
    predictions: new Map(),
    cancelled: [],
    fetchedImages: [],
    close: async () => undefined,
  };
  const view = (p: Prediction) => ({
    id: p.id,
    model: 'adirik/interior-design',
    version: p.version,
    input: p.input,
    status: p.status,
    output: p.output,
    error: p.error,
    logs: '',
    source: 'api',
    data_removed: false,
    created_at: new Date().toISOString(),
    urls: { get: `${double.url}/v1/predictions/${p.id}`, cancel: `${double.url}/v1/predictions/${p.id}/cancel` },
  });
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const send = (status: number, payload: unknown, type = 'application/json') => {
        response.writeHead(status, { 'content-type': type });
        response.end(typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload));
      };
      const file = /^\/files\/(.+)\.png$/.exec(path);
      if (request.method === 'GET' && file) return send(200, render, 'image/png');
      if (request.headers.authorization !== `Bearer ${token}`) {
        return send(401, { title: 'Unauthenticated', detail: 'You did not pass a valid authentication token', status: 401 });
      }
      if (request.method === 'POST' && path === '/v1/predictions') {
        const input = JSON.parse(await body(request)) as { version?: string; input?: Record<string, unknown> };
        if (!input.version || !input.input)
          return send(422, { title: 'Input validation failed', detail: 'version and input are required', status: 422 });
        const imageUrl = String(input.input['image'] ?? '');
        const image = await fetch(imageUrl).catch(() => null);
        double.fetchedImages.push({ url: imageUrl, status: image?.status ?? 0 });
        const id = `pred${++counter}x${Date.now().toString(36)}`;
        const prediction: Prediction = {
          id,
          status: 'starting',
          polls: 0,
          input: input.input,
          version: input.version,
          error: null,
          output: null,
        };
        if (!image?.ok) {
          prediction.status = 'failed';
          prediction.error = 'Could not download the input image';
        }
        double.predictions.set(id, prediction);
        return send(201, view(prediction));
      }
      const get = /^\/v1\/predictions\/([^/]+)$/.exec(path);
      const cancel = /^\/v1\/predictions\/([^/]+)\/cancel$/.exec(path);
      const prediction = double.predictions.get((get ?? cancel)?.[1] ?? '');
      if (!prediction) return send(404, { title: 'Not found', detail: 'Prediction not found', status: 404 });
      if (cancel && request.method === 'POST') {
        prediction.status = 'canceled';
        double.cancelled.push(prediction.id);
        return send(200, view(prediction));
      }
      if (get && request.method === 'GET') {
        prediction.polls += 1;
        if (prediction.status === 'starting' || prediction.status === 'processing') {
          if (double.mode === 'hang' || prediction.polls < 2) prediction.status = 'processing';
          else if (double.mode === 'fail') {
            prediction.status = 'failed';
            prediction.error = 'CUDA out of memory';
          } else {
            prediction.status = 'succeeded';
            prediction.output = `${double.url}/files/${prediction.id}.png`;
          }
        }
        return send(200, view(prediction));
      }
      return send(404, { title: 'Not found', detail: `No route ${request.method} ${path}`, status: 404 });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return double;
}

/**
 * A loopback double of the parts of Stripe's HTTP API the billing functions call, per
 * docs.stripe.com/api: form-encoded POST bodies, Bearer secret key, JSON objects back, and
 * errors as `{ error: { type, code, message } }` with 4xx statuses. Covers customers, Checkout
 * Sessions (create, retrieve), customer portal sessions (docs.stripe.com/api/customer_portal/
 * sessions/create: `customer` required, `return_url`; answers a `billing_portal.session` with its
 * `url`), invoices (docs.stripe.com/api/invoices/retrieve: GET /v1/invoices/:id, 404
 * `resource_missing` for an unknown id) and subscriptions.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export interface StripeDouble {
  url: string;
  calls: RecordedCall[];
  sessions: Map<string, Record<string, unknown>>;
  /** Invoices the double answers GET /v1/invoices/:id with; tests add them. */
  invoices: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeDouble(): Promise<StripeDouble> {
  const calls: RecordedCall[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const invoices = new Map<string, Record<string, unknown>>();
  let counter = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const form = new URLSearchParams(await readBody(request));
      calls.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        form,
      });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        response.end(JSON.stringify(body));
      };
      if (!request.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (request.method === 'POST' && path === '/v1/customers') {
        return send(200, { id: `cus_test_${++counter}`, object: 'customer', email: form.get('email') });
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++counter}`;
        const session = {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          customer: form.get('customer'),
          client_reference_id: form.get('client_reference_id'),
          metadata: { item: form.get('metadata[item]'), user_id: form.get('metadata[user_id]') },
          status: 'complete',
          payment_status: 'paid',
          amount_total: 2900,
          total_details: { amount_tax: 483 },
          url: `https://checkout.stripe.com/c/pay/${id}`,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && sessionMatch) {
        const session = sessions.get(sessionMatch[1]!);
        if (!session) {
          return send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such checkout.session: '${sessionMatch[1]}'`,
            },
          });
        }
        return send(200, session);
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        if (!form.get('customer')) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'parameter_missing',
              param: 'customer',
              message: 'Missing required param: customer.',
            },
          });
        }
        return send(200, {
          id: 'bps_1',
          object: 'billing_portal.session',
          customer: form.get('customer'),
          return_url: form.get('return_url'),
          livemode: false,
          url: 'https://billing.stripe.com/p/session/test_1',
        });
      }
      const invoiceMatch = /^\/v1\/invoices\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && invoiceMatch) {
        const invoice = invoices.get(invoiceMatch[1]!);
        if (!invoice) {
          return send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              param: 'id',
              message: `No such invoice: '${invoiceMatch[1]}'`,
            },
          });
        }
        return send(200, invoice);
      }
      const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (subMatch) {
        return send(200, { id: subMatch[1], object: 'subscription', items: { object: 'list', data: [{ id: 'si_test_1' }] } });
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    invoices,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

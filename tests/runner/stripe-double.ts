/**
 * A loopback double of the parts of Stripe's HTTP API the billing functions call, per
 * docs.stripe.com/api: form-encoded POST bodies, Bearer secret key, JSON objects back, and
 * errors as `{ error: { type, code, message } }` with 4xx statuses. Covers customers, Checkout
 * Sessions (create, retrieve), customer portal sessions (docs.stripe.com/api/customer_portal/
 * sessions/create: `customer` required, `return_url`; answers a `billing_portal.session` with its
 * `url`), invoices (docs.stripe.com/api/invoices/retrieve: GET /v1/invoices/:id, 404
 * `resource_missing` for an unknown id) and subscriptions: retrieve, update (with pending updates:
 * docs.stripe.com/billing/subscriptions/pending-updates, a declined payment leaves `pending_update`
 * set and the `latest_invoice` open) and cancel (DELETE). For refunds and cancelled invoices:
 * invoice lists by subscription and status, void (POST /v1/invoices/:id/void), invoice payments
 * by payment intent (GET /v1/invoice_payments), refunds by charge, and credit notes (list by
 * invoice, create with `refunds[][refund]` or `out_of_band_amount` and `metadata`, or with
 * `refund_amount`, `reason` and `memo`). For billing details asked before Checkout: customer
 * update (POST /v1/customers/:id), the customer's tax ids (list, create), prices (retrieve, with
 * their product), and open Checkout Sessions listed by customer and status and expired
 * (POST /v1/checkout/sessions/:id/expire, docs.stripe.com/api/checkout/sessions/expire).
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
  /** Which invoice each payment intent paid (invoice payments). */
  invoicePayments: Map<string, string>;
  /** Refunds by id, each with its `charge`. */
  refunds: Map<string, Record<string, unknown>>;
  creditNotes: Record<string, unknown>[];
  /** Customers as updated (name, address, invoice settings) and their tax ids. */
  customers: Map<string, Record<string, unknown>>;
  taxIds: Map<string, Record<string, unknown>[]>;
  /** The next subscription update's payment is declined (a pending update is left). */
  declineNextUpdate: boolean;
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
  const invoicePayments = new Map<string, string>();
  const refunds = new Map<string, Record<string, unknown>>();
  const creditNotes: Record<string, unknown>[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const taxIds = new Map<string, Record<string, unknown>[]>();
  let counter = 0;
  const list = (data: unknown[]) => ({ object: 'list', data, has_more: false, url: '' });
  const subscriptionOf = (invoice: Record<string, unknown>) =>
    (invoice['parent'] as { subscription_details?: { subscription?: string } } | null)?.subscription_details?.subscription;
  const double: StripeDouble = {
    url: '',
    calls,
    sessions,
    invoices,
    invoicePayments,
    refunds,
    creditNotes,
    customers,
    taxIds,
    declineNextUpdate: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const [path = '', query = ''] = (request.url ?? '').split('?');
      const body = await readBody(request);
      const form = new URLSearchParams(request.method === 'GET' || request.method === 'DELETE' ? query || body : body);
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
      if (request.method === 'GET' && path === '/v1/checkout/sessions') {
        const found = [...sessions.values()].filter(
          (one) => one['customer'] === form.get('customer') && (!form.get('status') || one['status'] === form.get('status')),
        );
        return send(200, list(found));
      }
      const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (request.method === 'POST' && expireMatch) {
        const session = sessions.get(expireMatch[1]!);
        if (!session || session['status'] !== 'open') {
          return send(400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } });
        }
        session['status'] = 'expired';
        return send(200, session);
      }
      const customerMatch = /^\/v1\/customers\/([^/]+)$/.exec(path);
      if (request.method === 'POST' && customerMatch) {
        const customer = { id: customerMatch[1], object: 'customer', ...Object.fromEntries(form) };
        customers.set(customerMatch[1]!, customer);
        return send(200, customer);
      }
      const taxIdMatch = /^\/v1\/customers\/([^/]+)\/tax_ids$/.exec(path);
      if (taxIdMatch) {
        const ids = taxIds.get(taxIdMatch[1]!) ?? [];
        if (request.method === 'GET') return send(200, list(ids));
        const created = { id: `txi_${++counter}`, object: 'tax_id', type: form.get('type'), value: form.get('value') };
        taxIds.set(taxIdMatch[1]!, [...ids, created]);
        return send(200, created);
      }
      const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && priceMatch) {
        return send(200, { id: priceMatch[1], object: 'price', product: `prod_of_${priceMatch[1]}` });
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
      if (request.method === 'GET' && path === '/v1/invoices') {
        const found = [...invoices.values()].filter(
          (i) => subscriptionOf(i) === form.get('subscription') && (!form.get('status') || i['status'] === form.get('status')),
        );
        return send(200, list(found));
      }
      const voidMatch = /^\/v1\/invoices\/([^/]+)\/void$/.exec(path);
      if (request.method === 'POST' && voidMatch) {
        const invoice = invoices.get(voidMatch[1]!);
        if (!invoice)
          return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such invoice' } });
        invoice['status'] = 'void';
        return send(200, invoice);
      }
      if (request.method === 'GET' && path === '/v1/invoice_payments') {
        const invoice = invoicePayments.get(form.get('payment[payment_intent]') ?? '');
        return send(200, list(invoice ? [{ id: `inpay_${invoice}`, object: 'invoice_payment', invoice }] : []));
      }
      if (request.method === 'GET' && path === '/v1/refunds') {
        return send(200, list([...refunds.values()].filter((r) => r['charge'] === form.get('charge'))));
      }
      if (request.method === 'GET' && path === '/v1/credit_notes') {
        return send(200, list(creditNotes.filter((n) => n['invoice'] === form.get('invoice'))));
      }
      if (request.method === 'POST' && path === '/v1/credit_notes') {
        const refund = form.get('refunds[0][refund]');
        const note = {
          id: `cn_test_${++counter}`,
          object: 'credit_note',
          invoice: form.get('invoice'),
          amount: Number(form.get('amount')),
          refunds: refund ? [{ refund, amount_refunded: Number(form.get('refunds[0][amount_refunded]')), type: 'refund' }] : [],
          out_of_band_amount: form.get('out_of_band_amount') ? Number(form.get('out_of_band_amount')) : null,
          metadata: form.get('metadata[dispute]') ? { dispute: form.get('metadata[dispute]') } : {},
          memo: form.get('memo'),
          reason: form.get('reason'),
          refund_amount: form.get('refund_amount') ? Number(form.get('refund_amount')) : null,
        };
        creditNotes.push(note);
        return send(200, note);
      }
      const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (subMatch) {
        const sub = { id: subMatch[1], object: 'subscription', items: { object: 'list', data: [{ id: 'si_test_1' }] } };
        if (request.method === 'DELETE') return send(200, { ...sub, status: 'canceled' });
        if (request.method === 'POST' && double.declineNextUpdate) {
          double.declineNextUpdate = false;
          const latest = `in_test_declined_${++counter}`;
          invoices.set(latest, {
            id: latest,
            object: 'invoice',
            status: 'open',
            billing_reason: 'subscription_update',
            parent: { subscription_details: { subscription: subMatch[1] } },
          });
          return send(200, { ...sub, status: 'active', latest_invoice: latest, pending_update: { expires_at: 1_900_000_000 } });
        }
        return send(200, { ...sub, status: 'active', pending_update: null });
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  double.url = `http://127.0.0.1:${port}`;
  return double;
}

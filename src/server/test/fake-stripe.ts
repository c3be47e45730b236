import { createServer, type IncomingMessage } from 'node:http';

/**
 * A local stand-in for Stripe's API, enough for the monthly subscription path: customers, the
 * monthly product, subscriptions (created, cancelled at period end or at once, their saved card) and
 * invoices, and payment intents a test registers (with the card that paid them). The SDK talks to it
 * through STRIPE_API_BASE; `calls` records what it was asked.
 */
export async function startFakeStripe() {
  const calls: { method: string; path: string; body: URLSearchParams }[] = [];
  const products = new Set<string>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const invoices = new Map<string, Record<string, unknown>>();
  /** Payment intents by id, with the last four digits of the card that paid. */
  const paymentIntents = new Map<string, { status: string; cardLast4: string }>();
  let n = 0;
  /** A card payment method, expanded when the caller asked for it, else its id. */
  const card = (last4: string, expanded: boolean) =>
    expanded
      ? { id: `pm_${last4}`, object: 'payment_method', type: 'card', card: { brand: 'visa', last4 } }
      : `pm_${last4}`;
  const expands = (url: URL, field: string) =>
    [...url.searchParams.entries()].some(([k, v]) => k.startsWith('expand') && v === field);
  const periodEnd = () => Math.floor(Date.now() / 1000) + 30 * 86_400;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => resolve(data));
    });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = new URLSearchParams(await read(req));
    calls.push({ method: req.method ?? 'GET', path: url.pathname, body });
    const send = (status: number, json: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` });
      res.end(JSON.stringify(json));
    };
    const missing = () =>
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such thing' },
      });
    const [, , kind, id] = url.pathname.split('/');
    if (kind === 'customers' && req.method === 'POST')
      return send(200, { id: `cus_${++n}`, object: 'customer', email: body.get('email') });
    if (kind === 'products') {
      if (req.method === 'GET')
        return id && products.has(id) ? send(200, { id, object: 'product' }) : missing();
      products.add(body.get('id') ?? '');
      return send(200, { id: body.get('id'), object: 'product', name: body.get('name') });
    }
    if (kind === 'subscriptions') {
      if (req.method === 'POST' && !id) {
        const subId = `sub_${++n}`;
        const invoice = {
          id: `in_${++n}`,
          object: 'invoice',
          status: 'open',
          amount_due: Number(body.get('items[0][price_data][unit_amount]')),
          confirmation_secret: { client_secret: `in_${n}_secret_fake`, type: 'payment_intent' },
          parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
        };
        invoices.set(invoice.id, invoice);
        const sub = {
          id: subId,
          object: 'subscription',
          status: 'incomplete',
          cancel_at_period_end: false,
          items: { object: 'list', data: [{ id: `si_${n}`, current_period_end: periodEnd() }] },
          latest_invoice: invoice,
          // The card the first invoice is paid with becomes the subscription's default.
          cardLast4: '4242',
        };
        subscriptions.set(subId, sub);
        const { cardLast4: _saved, ...created } = sub;
        return send(200, created);
      }
      const sub = id ? subscriptions.get(id) : undefined;
      if (!sub) return missing();
      if (req.method === 'DELETE') sub.status = 'canceled';
      else if (body.has('cancel_at_period_end'))
        sub.cancel_at_period_end = body.get('cancel_at_period_end') === 'true';
      const { cardLast4, ...shown } = sub;
      return send(200, {
        ...shown,
        latest_invoice: (sub.latest_invoice as { id: string }).id,
        default_payment_method: card(String(cardLast4), expands(url, 'default_payment_method')),
      });
    }
    if (kind === 'payment_intents' && req.method === 'GET') {
      const intent = id ? paymentIntents.get(id) : undefined;
      if (!intent) return missing();
      return send(200, {
        id,
        object: 'payment_intent',
        status: intent.status,
        payment_method: card(intent.cardLast4, expands(url, 'payment_method')),
      });
    }
    if (kind === 'invoices' && req.method === 'GET') {
      const invoice = id ? invoices.get(id) : undefined;
      return invoice ? send(200, invoice) : missing();
    }
    return missing();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    invoices,
    subscriptions,
    paymentIntents,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The kill drill's load: visitors placing orders (some submitted twice with one key, some paid by
// card), customers signing in with a guest cart (the merge), buyers accepting quotes and the card
// provider's webhooks (each sent twice), all over HTTP against the app until `stop` is set.
import type { startStripeServer } from "../tests/support/stripe-server";
import { CUSTOMER_PASSWORD, Visitor } from "./drill-support";

export interface LoadState {
  base: string;
  productIds: string[];
  customers: string[];
  /** Quotes still open (id and link key); an accepted one leaves the list. */
  openQuotes: { id: string; key: string }[];
  stripe: Awaited<ReturnType<typeof startStripeServer>>;
  stop: boolean;
  /** Idempotency keys whose checkout answered with the order page. */
  acknowledgedKeys: Set<string>;
  acceptedQuotes: Set<string>;
  counts: { requests: number; ok: number; failedDuringKill: number; unexpected: number; replays: number; webhooks: number; merges: number };
  unexpectedSamples: string[];
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** Counts one answer: 2xx/3xx are fine; anything else, or a network error, is 'failed during the kill' once the stop is set, else unexpected. */
function tally(state: LoadState, what: string, status: number | Error) {
  state.counts.requests++;
  if (typeof status === "number" && status < 400) {
    state.counts.ok++;
    return;
  }
  if (state.stop || status instanceof Error) {
    // A refused connection or a reset while the server is killed (or not yet up) is the drill, not a fault.
    state.counts.failedDuringKill++;
    return;
  }
  state.counts.unexpected++;
  if (state.unexpectedSamples.length < 10) state.unexpectedSamples.push(`${what}: ${status}`);
}

async function guarded(state: LoadState, what: string, work: () => Promise<number>): Promise<number | null> {
  try {
    const status = await work();
    tally(state, what, status);
    return status;
  } catch (error) {
    tally(state, what, error as Error);
    return null;
  }
}

function checkoutForm(key: string, paymentMethod: string, email: string) {
  return {
    name: "Drill Buyer",
    email,
    phone: "+4791234567",
    deliveryMethod: "pickup",
    paymentMethod,
    terms: "on",
    idempotencyKey: key,
  };
}

/** A guest adds one or two products and checks out; a third of the time the same form goes twice (a double click, a retry). */
async function orderFlow(state: LoadState) {
  const visitor = new Visitor(state.base);
  for (let i = 0; i < 1 + Math.floor(Math.random() * 2); i++) {
    const status = await guarded(state, "cart add", async () => {
      const answer = await visitor.request("/en/cart.data", {
        form: { intent: "add", productId: pick(state.productIds), quantity: String(1 + Math.floor(Math.random() * 3)), js: "1" },
      });
      return answer.status;
    });
    if (status === null || status >= 400 || state.stop) return;
  }
  const key = crypto.randomUUID();
  const byCard = Math.random() < 0.4;
  const email = `drill-buyer-${key.slice(0, 8)}@example.com`;
  const submit = () =>
    guarded(state, "checkout", async () => {
      const answer = await visitor.request("/en/checkout", { form: checkoutForm(key, byCard ? "stripe" : "invoice", email) });
      // Placed: a redirect to the order page (invoice) or to the provider's page (card).
      if (answer.status === 303 || answer.status === 302) state.acknowledgedKeys.add(key);
      return answer.status;
    });
  if (Math.random() < 0.33) {
    state.counts.replays++;
    await Promise.all([submit(), submit()]);
  } else await submit();
}

/** A customer fills a guest cart, then signs in: the guest cart is merged into theirs. */
async function signInFlow(state: LoadState) {
  const visitor = new Visitor(state.base);
  const added = await guarded(state, "cart add before sign-in", async () => {
    const answer = await visitor.request("/en/cart.data", {
      form: { intent: "add", productId: pick(state.productIds), quantity: "1", js: "1" },
    });
    return answer.status;
  });
  if (added === null || added >= 400 || state.stop) return;
  await guarded(state, "sign-in", async () => {
    const answer = await visitor.request("/en/auth", {
      form: { intent: "signin", email: pick(state.customers), password: CUSTOMER_PASSWORD },
    });
    if (answer.status === 302 || answer.status === 303) state.counts.merges++;
    return answer.status;
  });
}

/** A buyer accepts a quote through the e-mail's link (now and then twice at once). */
async function quoteFlow(state: LoadState) {
  const quote = state.openQuotes.shift();
  if (!quote) return;
  const visitor = new Visitor(state.base);
  const accept = () =>
    guarded(state, "quote accept", async () => {
      const answer = await visitor.request(`/en/quotes/${quote.id}`, {
        form: { intent: "accept", key: quote.key, deliveryMethod: "pickup", paymentMethod: "invoice", terms: "on" },
      });
      if (answer.status === 303) state.acceptedQuotes.add(quote.id);
      // A second acceptance of one quote is refused (409): the first made its order.
      return answer.status === 409 && state.acceptedQuotes.has(quote.id) ? 200 : answer.status;
    });
  const results = Math.random() < 0.25 ? await Promise.all([accept(), accept()]) : [await accept()];
  // Not accepted (the server went down): it stays open for a later round.
  if (!state.acceptedQuotes.has(quote.id) && results.every((status) => status === null || status >= 500)) state.openQuotes.push(quote);
}

/** The card provider: every open checkout session is paid and its webhook sent twice. */
async function webhookFlow(state: LoadState) {
  const open = [...state.stripe.sessions.values()].filter((session) => session.status === "open");
  const session = open[Math.floor(Math.random() * open.length)];
  if (!session) return;
  state.stripe.complete(session.id);
  for (let i = 0; i < 2; i++) {
    state.counts.webhooks++;
    await guarded(state, "payment webhook", () => state.stripe.sendWebhook(session.id, "checkout.session.completed"));
  }
}

/** Runs `workers` loops of the mix until `state.stop` is set. */
export async function runLoad(state: LoadState, workers: number): Promise<void> {
  const flows = [orderFlow, orderFlow, orderFlow, signInFlow, quoteFlow, webhookFlow];
  await Promise.all(
    Array.from({ length: workers }, async (_, index) => {
      let turn = index;
      while (!state.stop) await flows[turn++ % flows.length]!(state);
    }),
  );
}

// The kill drill's load: visitors placing orders (some submitted twice with one key, some paid by
// card), customers signing in with a guest cart (the merge), buyers accepting quotes, the card
// provider's webhooks (each sent twice), guests ordering from a restaurant's menu (some submitted
// twice with one key) and its kitchen staff moving those orders along the kitchen's transitions,
// all over HTTP against the app until `stop` is set.
import type { startStripeServer } from "../tests/support/stripe-server";
import { CUSTOMER_PASSWORD, fieldValue, formBody, type PageForm, readForms, Visitor } from "./drill-support";

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
  /** The restaurant the guests order from (its menu page, language-prefixed, and id) and its kitchen staff's addresses (none yet: no kitchen work). */
  restaurant: { id: string; menuPath: string; kitchenStaff: string[] };
  /** Kitchen staff signed in (their session cookies outlive a kill: sessions are rows). */
  kitchenVisitors: Visitor[];
  /** Idempotency keys whose restaurant checkout answered with the tracking page. */
  acknowledgedRestaurantKeys: Set<string>;
  /** Moves the kitchen saw succeed: `orderId status`. */
  acknowledgedMoves: Set<string>;
  counts: LoadCounts;
  unexpectedSamples: string[];
}

export interface LoadCounts {
  requests: number;
  ok: number;
  failedDuringKill: number;
  unexpected: number;
  replays: number;
  webhooks: number;
  merges: number;
  restaurantReplays: number;
  kitchenMoves: number;
  kitchenRejects: number;
  /** A move another kitchen worker made first (409): the board was stale, not a fault. */
  kitchenRaced: number;
}

export const emptyCounts = (): LoadCounts => ({
  requests: 0,
  ok: 0,
  failedDuringKill: 0,
  unexpected: 0,
  replays: 0,
  webhooks: 0,
  merges: 0,
  restaurantReplays: 0,
  kitchenMoves: 0,
  kitchenRejects: 0,
  kitchenRaced: 0,
});

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

/**
 * The menu's add-to-cart forms filled as a guest does: a size and the other half chosen at random,
 * an extra now and then. Each is the body a browser would post.
 */
export function menuChoices(forms: PageForm[]): [string, string][][] {
  return forms
    .filter((form) => form.action?.endsWith("/cart") && fieldValue(form, "intent") === "add" && fieldValue(form, "restaurantId"))
    .map((form) => {
      const changes: Record<string, string> = {};
      for (const field of form.fields) {
        if (field.tag === "select" && field.options.length > 0) changes[field.name] = pick(field.options);
      }
      const extras = form.fields.filter((field) => field.type === "checkbox" && Math.random() < 0.3);
      return [...formBody(form, changes), ...extras.map((field): [string, string] => [field.name, field.value])];
    });
}

/** The restaurant checkout's form filled in: pickup or delivery, as soon as possible when the restaurant is open, else its first time. */
export function restaurantCheckoutBody(form: PageForm, who: { name: string; phone: string }, delivery: boolean): [string, string][] {
  const asap = form.fields.find((field) => field.name === "when" && field.value === "asap");
  const offersDelivery = form.fields.some((field) => field.name === "fulfilment" && field.value === "delivery");
  const changes: Record<string, string> = {
    fulfilment: delivery && offersDelivery ? "delivery" : "pickup",
    when: asap && !asap.disabled ? "asap" : "later",
    name: who.name,
    phone: who.phone,
    notes: Math.random() < 0.3 ? "Ring på, takk" : "",
  };
  if (changes.fulfilment === "delivery") Object.assign(changes, { addressLine: "Storgata 1", postcode: "2670", city: "Otta" });
  return formBody(form, changes);
}

/** A phone number no other guest of the drill gives (a guest may have only a few open orders per number). */
export const guestPhone = (): string => `+4790${String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0")}`;

/**
 * A guest opens the restaurant's menu, adds one or two dishes through its forms, opens the
 * restaurant checkout and places the order (a third of the time the same form twice at once).
 */
async function restaurantOrderFlow(state: LoadState) {
  const visitor = new Visitor(state.base);
  let choices: [string, string][][] = [];
  const menu = await guarded(state, "restaurant menu", async () => {
    const answer = await visitor.request(state.restaurant.menuPath);
    if (answer.status === 200) choices = menuChoices(readForms(answer.body));
    return answer.status;
  });
  if (menu !== 200 || choices.length === 0 || state.stop) return;
  for (let i = 0; i < 1 + Math.floor(Math.random() * 2); i++) {
    const status = await guarded(state, "restaurant cart add", async () => {
      const answer = await visitor.request("/en/cart.data", { form: [...pick(choices), ["js", "1"]] });
      return answer.status;
    });
    if (status === null || status >= 400 || state.stop) return;
  }
  const checkoutPath = `/en/restaurant-checkout/${state.restaurant.id}`;
  let form: PageForm | undefined;
  const page = await guarded(state, "restaurant checkout page", async () => {
    const answer = await visitor.request(checkoutPath);
    form = readForms(answer.body).find((candidate) => candidate.method === "post" && fieldValue(candidate, "idempotencyKey"));
    // Without the form (a redirect back to the menu: the dishes not in the cart) the order cannot be placed.
    return form ? answer.status : 599;
  });
  if (page !== 200 || !form || state.stop) return;
  const body = restaurantCheckoutBody(form, { name: "Drill Guest", phone: guestPhone() }, Math.random() < 0.3);
  const key = fieldValue(form, "idempotencyKey")!;
  const submit = () =>
    guarded(state, "restaurant checkout", async () => {
      const answer = await visitor.request(checkoutPath, { form: body });
      // Placed: a redirect to the order's live tracking page.
      if (answer.status === 303 && answer.location?.includes("/order-tracking/")) state.acknowledgedRestaurantKeys.add(key);
      return answer.status;
    });
  if (Math.random() < 0.33) {
    state.counts.restaurantReplays++;
    await Promise.all([submit(), submit()]);
  } else await submit();
}

/** A kitchen ticket's forms on the dashboard: the one-click move forward and, for a new order, the rejection. */
export function kitchenTickets(html: string): { orderId: string; move?: PageForm; reject?: PageForm }[] {
  const tickets = new Map<string, { orderId: string; move?: PageForm; reject?: PageForm }>();
  for (const form of readForms(html)) {
    const orderId = fieldValue(form, "orderId");
    const intent = fieldValue(form, "intent");
    if (!orderId || (intent !== "move" && intent !== "reject")) continue;
    const ticket = tickets.get(orderId) ?? { orderId };
    ticket[intent] = form;
    tickets.set(orderId, ticket);
  }
  return [...tickets.values()];
}

/**
 * Kitchen staff (signed in through /en/auth once, the session kept) open the dashboard and work
 * up to three tickets through its forms: the move forward, or now and then a rejection with a reason.
 */
async function kitchenFlow(state: LoadState) {
  if (state.restaurant.kitchenStaff.length === 0) return;
  let visitor = state.kitchenVisitors.pop();
  if (!visitor) {
    const fresh = new Visitor(state.base);
    const signedIn = await guarded(state, "kitchen sign-in", async () => {
      const answer = await fresh.request("/en/auth", {
        form: { intent: "signin", email: pick(state.restaurant.kitchenStaff), password: CUSTOMER_PASSWORD },
      });
      return answer.status;
    });
    if (signedIn === null || signedIn >= 400 || state.stop) return;
    visitor = fresh;
  }
  try {
    let tickets: ReturnType<typeof kitchenTickets> = [];
    const board = await guarded(state, "kitchen dashboard", async () => {
      const answer = await visitor.request(`/en/kitchen/dashboard?restaurant=${state.restaurant.id}`);
      if (answer.status === 200) tickets = kitchenTickets(answer.body);
      return answer.status;
    });
    if (board !== 200 || state.stop) return;
    for (const ticket of tickets.sort(() => Math.random() - 0.5).slice(0, 3)) {
      const reject = ticket.reject && Math.random() < 0.1;
      const form = reject ? ticket.reject! : ticket.move;
      if (!form) continue;
      const body = formBody(form, reject ? { reason: "Sold out tonight" } : {});
      const to = reject ? "rejected" : fieldValue(form, "to")!;
      const status = await guarded(state, "kitchen move", async () => {
        // The hydrated board's fetcher posts to the route's data URL.
        const answer = await visitor.request(`/en/kitchen/dashboard.data?restaurant=${state.restaurant.id}`, { form: body });
        if (answer.status === 200) {
          state.acknowledgedMoves.add(`${ticket.orderId} ${to}`);
          if (reject) state.counts.kitchenRejects++;
          else state.counts.kitchenMoves++;
        }
        if (answer.status === 409) {
          state.counts.kitchenRaced++;
          return 200;
        }
        return answer.status;
      });
      if (status === null || status >= 400 || state.stop) return;
    }
  } finally {
    state.kitchenVisitors.push(visitor);
  }
}

/** Runs `workers` loops of the mix until `state.stop` is set. */
export async function runLoad(state: LoadState, workers: number): Promise<void> {
  // Worker i starts at flow i: with the default six workers every kind runs in every round, however short.
  const flows = [
    orderFlow,
    restaurantOrderFlow,
    signInFlow,
    kitchenFlow,
    quoteFlow,
    webhookFlow,
    orderFlow,
    restaurantOrderFlow,
    orderFlow,
    kitchenFlow,
  ];
  await Promise.all(
    Array.from({ length: workers }, async (_, index) => {
      let turn = index;
      while (!state.stop) await flows[turn++ % flows.length]!(state);
    }),
  );
}

import { useEffect, useState, useSyncExternalStore } from "react";
import { data, Form, useNavigation, useRevalidator } from "react-router";
import { z } from "zod";
import { useOrderEvents } from "~/components/restaurants/use-order-events";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { forwardStatus, isLate, type RestaurantOrderStatus, restaurantOrderStatuses } from "~/lib/restaurant-orders";
import { DomainError } from "~/server/errors";
import { moveRestaurantOrder } from "~/server/restaurants/orders.server";
import { listRestaurants } from "~/server/restaurants/queries.server";
import { type KitchenTicket, loadKitchenTickets, requireKitchenAccess } from "~/server/restaurants/views.server";
import { resolveRouteLanguage, siteScope } from "~/server/site/route-language.server";
import type { Route } from "./+types/kitchen.dashboard";

const chosen = z.object({ restaurant: z.uuid().optional() });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const access = await requireKitchenAccess(request, context, language.site.factory.id);
  // The restaurants' names in the page's language.
  const named = new Map((await listRestaurants(context.db, siteScope(language))).map((restaurant) => [restaurant.id, restaurant.name]));
  const allowed = access.map((restaurant) => ({ id: restaurant.id, name: named.get(restaurant.id) ?? restaurant.name }));
  const query = chosen.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const restaurant = allowed.find((candidate) => query.success && candidate.id === query.data.restaurant) ?? allowed[0]!;
  const { tickets, lastEventId } = await loadKitchenTickets(context.db, restaurant.id);
  return {
    restaurants: allowed,
    restaurant,
    tickets,
    lastEventId,
    locale: language.languageCode,
    streamUrl: `/api/restaurant-events/kitchens/${restaurant.id}`,
  };
}

export function meta() {
  return [{ title: "Kitchen dashboard" }, { name: "robots", content: "noindex" }];
}

const call = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), orderId: z.uuid(), to: z.enum(restaurantOrderStatuses) }),
  z.object({ intent: z.literal("reject"), orderId: z.uuid(), reason: z.string().trim().min(1).max(200) }),
]);

type ActionResult = { ok: true } | { ok: false; error: MessageKey };

/** One click moves a ticket along the declared table; rejecting needs a reason. Staff of that restaurant and admins only. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const allowed = await requireKitchenAccess(request, context, language.site.factory.id);
  const parsed = call.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<ActionResult>({ ok: false, error: "kitchen.error.reason" }, { status: 400 });
  const input = parsed.data;
  try {
    await moveRestaurantOrder(context.db, {
      orderId: input.orderId,
      to: input.intent === "reject" ? "rejected" : input.to,
      reason: input.intent === "reject" ? input.reason : null,
      restaurantIds: allowed.map((restaurant) => restaurant.id),
    });
    return data<ActionResult>({ ok: true });
  } catch (error) {
    // A refused move or a missing reason is shown on the board; anything else (an unknown order: 404) is mapped by route-errors.server.ts.
    if (error instanceof DomainError && (error.kind === "invalid" || error.kind === "conflict"))
      return data<ActionResult>(
        { ok: false, error: error.kind === "invalid" ? "kitchen.error.reason" : "kitchen.error.transition" },
        { status: error.status },
      );
    throw error;
  }
}

const columns: Array<{ key: string; statuses: RestaurantOrderStatus[] }> = [
  { key: "received", statuses: ["received"] },
  { key: "accepted", statuses: ["accepted"] },
  { key: "preparing", statuses: ["preparing"] },
  { key: "ready", statuses: ["ready", "out_for_delivery"] },
];

/** The new-order sound is on unless this browser muted it (kept in localStorage). */
const SOUND_KEY = "kitchen-sound";
const soundListeners = new Set<() => void>();
function soundOn(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) !== "off";
  } catch {
    return true;
  }
}
function setSoundOn(on: boolean) {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? "on" : "off");
  } catch {
    // storage refused (private mode): the choice lasts as long as nothing asks again
  }
  for (const listener of soundListeners) listener();
}
function subscribeSound(listener: () => void) {
  soundListeners.add(listener);
  return () => soundListeners.delete(listener);
}

/** A short two-tone chime made in the browser (no sound file to load). */
function chime() {
  const AudioContext = window.AudioContext;
  if (!AudioContext) return;
  const audio = new AudioContext();
  [880, 1320].forEach((frequency, index) => {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, audio.currentTime + index * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + index * 0.18 + 0.3);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(audio.currentTime + index * 0.18);
    oscillator.stop(audio.currentTime + index * 0.18 + 0.3);
  });
  window.setTimeout(() => void audio.close(), 1_000);
}

export default function KitchenDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const sound = useSyncExternalStore(subscribeSound, soundOn, () => false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  useOrderEvents<{ id: number; status: RestaurantOrderStatus }>(loaderData.streamUrl, loaderData.lastEventId, (event) => {
    if (event.status === "received" && soundOn()) chime();
    setNow(Date.now());
    void revalidator.revalidate();
  });
  const newCount = loaderData.tickets.filter((ticket) => ticket.status === "received").length;
  const failed = actionData && !actionData.ok ? actionData.error : null;
  return (
    <div className="mx-auto max-w-[110rem] px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="text-2xl font-bold text-slate-900">{t("kitchen.title")}</h1>
        <span
          role="status"
          aria-live="polite"
          data-testid="kitchen-new-count"
          className={`rounded-full px-3 py-1 text-sm font-semibold ${newCount > 0 ? "bg-red-600 text-white" : "bg-slate-200 text-slate-700"}`}
        >
          {t("kitchen.newOrders", { count: newCount })}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={sound}
          onClick={() => setSoundOn(!sound)}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <span
            aria-hidden="true"
            className={`inline-block h-4 w-7 rounded-full p-0.5 transition ${sound ? "bg-brand-700" : "bg-slate-300"}`}
          >
            <span className={`block size-3 rounded-full bg-white transition ${sound ? "translate-x-3 rtl:-translate-x-3" : ""}`} />
          </span>
          {t("kitchen.sound")}
        </button>
        {loaderData.restaurants.length > 1 ? (
          <Form method="get" className="ms-auto flex items-end gap-2">
            <label className="text-sm font-medium text-slate-900">
              {t("kitchen.restaurant")}
              <select
                name="restaurant"
                defaultValue={loaderData.restaurant.id}
                className="ms-2 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
              >
                {loaderData.restaurants.map((restaurant) => (
                  <option key={restaurant.id} value={restaurant.id}>
                    {restaurant.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="rounded-md bg-slate-800 px-3 py-1.5 text-sm font-semibold text-white">
              {t("kitchen.show")}
            </button>
          </Form>
        ) : (
          <p className="ms-auto text-sm font-medium text-slate-700">{loaderData.restaurant.name}</p>
        )}
      </div>
      {failed ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800">
          {t(failed)}
        </p>
      ) : null}
      <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {columns.map((column) => {
          const tickets = loaderData.tickets.filter((ticket) => column.statuses.includes(ticket.status));
          return (
            <section
              key={column.key}
              aria-labelledby={`column-${column.key}`}
              className="rounded-xl bg-slate-100 p-3"
              data-testid={`kitchen-column-${column.key}`}
            >
              <h2 id={`column-${column.key}`} className="px-1 text-lg font-semibold text-slate-900">
                {t(`rstatus.${column.key}` as MessageKey)} <span className="text-slate-500">({tickets.length})</span>
              </h2>
              {tickets.length === 0 ? <p className="px-1 py-4 text-sm text-slate-500">{t("kitchen.empty")}</p> : null}
              <ul className="mt-3 space-y-3">
                {tickets.map((ticket) => (
                  <Ticket key={ticket.id} ticket={ticket} now={now} locale={loaderData.locale} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

function Ticket({ ticket, now, locale }: { ticket: KitchenTicket; now: number; locale: string }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("orderId") === ticket.id;
  const next = forwardStatus(ticket.status, ticket.fulfilment);
  const late = isLate(ticket.status, new Date(ticket.estimatedReadyAt), new Date(now));
  const minutes = Math.max(0, Math.floor((now - new Date(ticket.createdAt).getTime()) / 60_000));
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: "Europe/Oslo", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
  return (
    <li
      className={`rounded-lg border bg-white p-3 shadow-sm ${late ? "border-red-500 ring-2 ring-red-200" : "border-slate-200"}`}
      data-testid="kitchen-ticket"
      data-order-number={ticket.orderNumber}
      data-status={ticket.status}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-2xl font-extrabold tabular-nums" dir="ltr">
          #{ticket.orderNumber}
        </h3>
        <span className="text-sm text-slate-600">{t("kitchen.minutesAgo", { minutes })}</span>
      </div>
      <p className="text-sm text-slate-700">
        {t(ticket.fulfilment === "pickup" ? "restaurants.pickup" : "restaurants.delivery")} · {ticket.contactName} ·{" "}
        {ticket.requestedAt ? t("kitchen.wantedAt", { time: time(ticket.requestedAt) }) : t("kitchen.asap")}
      </p>
      {late ? <p className="mt-1 text-sm font-bold text-red-700">{t("kitchen.late")}</p> : null}
      <ul className="mt-2 space-y-1 text-sm">
        {ticket.lines.map((line) => (
          <li key={line.id}>
            <span className="font-semibold tabular-nums">{line.quantity} ×</span> {line.title}
            {line.options.length > 0 ? <span className="block ps-6 text-slate-600">{line.options.join(" · ")}</span> : null}
          </li>
        ))}
      </ul>
      {ticket.notes ? <p className="mt-2 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">{ticket.notes}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {next ? (
          <Form method="post">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="orderId" value={ticket.id} />
            <input type="hidden" name="to" value={next} />
            <button
              type="submit"
              aria-disabled={busy}
              aria-label={`${t(`kitchen.move.${next}` as MessageKey)}: #${ticket.orderNumber}`}
              className="min-h-11 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
            >
              {t(`kitchen.move.${next}` as MessageKey)}
            </button>
          </Form>
        ) : null}
        {ticket.status === "received" ? (
          <details className="w-full">
            <summary className="cursor-pointer text-sm font-medium text-red-700">{t("kitchen.reject")}</summary>
            <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="reject" />
              <input type="hidden" name="orderId" value={ticket.id} />
              <label className="flex-1 text-sm">
                <span className="block font-medium text-slate-900">{t("kitchen.rejectReason", { number: ticket.orderNumber })}</span>
                <input
                  name="reason"
                  required
                  maxLength={200}
                  className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5"
                />
              </label>
              <button type="submit" className="min-h-11 rounded-md bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800">
                {t("kitchen.reject")}
              </button>
            </Form>
          </details>
        ) : null}
      </div>
    </li>
  );
}

import { Link } from "react-router";
import { z } from "zod";
import { linkClass, secondaryButtonClass } from "~/components/admin/AdminLayout";
import { formatDateTime } from "~/lib/admin/time";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocalizePath } from "~/lib/use-shell";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { loadAdminOrder } from "~/server/orders/admin-queries.server";
import { notFound } from "~/server/site/route-language.server";
import type { Route } from "./+types/admin.orders.$orderId.packing-slip";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId, language } = await requireBackOffice(request, params, context);
  if (!z.uuid().safeParse(params.orderId).success) throw notFound();
  const loaded = await loadAdminOrder(context.db, factoryId, params.orderId);
  if (!loaded) throw notFound();
  const { order } = loaded;
  const factory = language.site.factory;
  return {
    sender: {
      name: language.site.settings?.siteName ?? factory.name,
      address: factory.address,
      phone: factory.phone,
      email: factory.email,
    },
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      createdAt: formatDateTime(order.createdAt),
      contact: order.contact,
      delivery: order.delivery,
      lines: order.lines.map((line) => ({ id: line.id, title: line.title, sku: line.sku, quantity: line.quantity })),
    },
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `Packing slip ${loaderData?.order.orderNumber ?? ""}` }, { name: "robots", content: "noindex" }];
}

/** A printable packing slip: sender, recipient and what goes in the box, without prices. */
export default function PackingSlip({ loaderData }: Route.ComponentProps) {
  const { sender, order } = loaderData;
  const t = useAdminT();
  const localize = useLocalizePath();
  const hydrated = useHydrated();
  return (
    <article data-packing-slip className="mx-auto max-w-3xl bg-white px-6 py-10 text-slate-900 print:p-0">
      <p data-print-hidden className="mb-6 flex flex-wrap items-center gap-4 text-sm">
        <Link to={localize(`/admin/orders/${order.id}`)} className={linkClass}>
          {t("admin.order.backToOrder")}
        </Link>
        {hydrated ? (
          <button type="button" className={secondaryButtonClass} onClick={() => window.print()}>
            {t("admin.order.print")}
          </button>
        ) : null}
      </p>
      <header className="flex flex-wrap justify-between gap-6 border-b border-slate-300 pb-4">
        <div>
          <h1 className="text-2xl font-bold">{t("admin.order.packingSlip")}</h1>
          <p className="mt-1">{t("admin.order.title", { number: order.orderNumber })}</p>
          <p className="text-sm text-slate-600">{order.createdAt}</p>
        </div>
        <div className="text-sm">
          <p className="font-semibold">{sender.name}</p>
          {sender.address ? <p>{sender.address}</p> : null}
          {sender.phone ? <p>{sender.phone}</p> : null}
          {sender.email ? <p>{sender.email}</p> : null}
        </div>
      </header>
      <section aria-labelledby="slip-recipient" className="mt-6">
        <h2 id="slip-recipient" className="text-sm font-semibold text-slate-600 uppercase">
          {order.delivery.method === "delivery" ? t("admin.order.shipTo") : t("admin.orders.method.pickup")}
        </h2>
        <p className="mt-1">
          {order.contact.name}
          {order.delivery.method === "delivery" ? (
            <>
              <br />
              {order.delivery.addressLine}
              <br />
              {order.delivery.postcode} {order.delivery.city}
            </>
          ) : null}
          <br />
          {order.contact.phone}
        </p>
      </section>
      <table className="mt-6 w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 text-start">
              {t("admin.order.packed")}
            </th>
            <th scope="col" className="py-2 text-start">
              {t("admin.order.quantity")}
            </th>
            <th scope="col" className="py-2 text-start">
              {t("admin.order.item")}
            </th>
            <th scope="col" className="py-2 text-start">
              {t("admin.products.sku")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="border-b border-slate-200">
              <td className="py-2">
                <span aria-hidden="true" className="inline-block size-4 border border-slate-500" />
              </td>
              <td className="py-2 font-semibold">{line.quantity}</td>
              <td className="py-2">{line.title}</td>
              <td className="py-2 font-mono text-xs">{line.sku ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

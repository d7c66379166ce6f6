import { useEffect, useState } from "react";
import { useT } from "~/lib/i18n/use-t";
import { isOpenAt, type OpeningHours } from "~/lib/opening-hours";

/**
 * "Open now" / "Closed now". The server renders it for the moment of rendering (the page may be
 * served from the shared cache later); in the browser it is computed again at once and every
 * minute, from the same opening hours, in Europe/Oslo.
 */
export function OpenNow({ hours, timeZone, openAtRender }: { hours: OpeningHours; timeZone: string; openAtRender: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(openAtRender);
  useEffect(() => {
    const update = () => setOpen(isOpenAt(hours, new Date(), timeZone));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [hours, timeZone]);
  return (
    <span
      data-testid="open-now"
      data-open={open ? "true" : "false"}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${open ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
    >
      {open ? t("restaurants.openNow") : t("restaurants.closedNow")}
    </span>
  );
}

/** The week's opening hours, weekday names in the page's language (Monday first). */
export function OpeningHoursList({ hours, locale }: { hours: OpeningHours; locale: string }) {
  const t = useT();
  // 2024-01-01 was a Monday.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {[1, 2, 3, 4, 5, 6, 7].map((day) => {
        const periods = hours[String(day) as keyof OpeningHours] ?? [];
        return (
          <div key={day} className="contents">
            <dt className="text-slate-600">{weekday.format(new Date(Date.UTC(2024, 0, day)))}</dt>
            <dd className="text-slate-900" dir="ltr">
              {periods.length === 0 ? t("restaurants.closedDay") : periods.map((period) => `${period.open}–${period.close}`).join(", ")}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import type { SellerPosition } from "~/lib/sellers/sellers";
import type { MountedMap } from "./leaflet-map.client";

export interface MapSettingsView {
  tileUrl: string | null;
  tileAttribution: string;
  builtInAttribution: string;
}

/**
 * The interactive map of the sellers (and, in the back office, the pin being placed). Nothing of it
 * is in the server's HTML: it appears once the page runs JavaScript, which then loads Leaflet and
 * the map data (a dynamic import), so without JavaScript the page is its list and forms alone.
 * Each marker's popup is a copy of the seller's card in the page (`[data-seller-card="<id>"]`).
 */
export function SellersMap(props: {
  settings: MapSettingsView;
  label: string;
  loadingLabel: string;
  sellers?: Array<{ id: string; companyName: string; position: SellerPosition }>;
  pin?: { position: SellerPosition | null; label: string; onPick: (position: SellerPosition) => void };
  className?: string;
  /** Called once the map is drawn, with its handle. */
  onReady?: (map: MountedMap) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const shown = useHydrated();
  const [loading, setLoading] = useState(true);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (!shown || !container.current) return;
    let mounted: MountedMap | undefined;
    let cancelled = false;
    const element = container.current;
    void import("./leaflet-map.client").then(async ({ mountMap }) => {
      if (cancelled) return;
      const { settings, sellers = [], pin } = latest.current;
      mounted = await mountMap(element, {
        ...settings,
        markers: sellers.map((seller) => ({
          id: seller.id,
          position: seller.position,
          title: seller.companyName,
          popup: () => popupOf(seller.id),
        })),
        pin: pin ? { position: pin.position, label: pin.label, onPick: (position) => latest.current.pin?.onPick(position) } : undefined,
      });
      if (cancelled) return mounted.destroy();
      setLoading(false);
      latest.current.onReady?.(mounted);
    });
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <div className={`relative ${props.className ?? ""}`}>
      {/* Leaflet lays its panes out left to right; the popups carry the page's direction. */}
      <div
        ref={container}
        role="region"
        aria-label={props.label}
        dir="ltr"
        data-testid="sellers-map"
        className="isolate size-full rounded-xl border border-slate-200 bg-slate-100"
      />
      {loading ? (
        <p className="pointer-events-none absolute inset-0 grid place-items-center text-sm text-slate-600" aria-hidden="true">
          {props.loadingLabel}
        </p>
      ) : null}
    </div>
  );
}

/** A copy of the seller's card for its popup, without the parts marked `data-popup-omit`, in the page's direction. */
function popupOf(id: string): HTMLElement {
  const wrapper = document.createElement("div");
  wrapper.dir = document.documentElement.dir || "ltr";
  wrapper.className = "seller-popup text-sm";
  const card = document.querySelector(`[data-seller-card="${CSS.escape(id)}"]`);
  if (card) {
    const copy = card.cloneNode(true) as HTMLElement;
    copy.removeAttribute("id");
    for (const element of copy.querySelectorAll("[id]")) element.removeAttribute("id");
    for (const element of copy.querySelectorAll("[data-popup-omit]")) element.remove();
    wrapper.append(...copy.childNodes);
  }
  return wrapper;
}

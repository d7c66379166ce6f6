import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import type * as Leaflet from "leaflet";
import type { FeatureCollection } from "geojson";
import outlinesUrl from "world-atlas/countries-50m.json?url";
import { NORWAY_BOUNDS, type SellerPosition } from "~/lib/sellers/sellers";

/**
 * The sellers map's Leaflet code: loaded only by the map components, after the page has rendered
 * (a dynamic import), so no other page carries Leaflet, its cluster plugin, their CSS or the
 * outlines. See ADR 0017 for the base map: tiles from MAP_TILE_URL, or the built-in outlines.
 */

export interface MapMarker {
  id: string;
  position: SellerPosition;
  title: string;
  /** The popup's content (a copy of the seller's card from the list). */
  popup: () => HTMLElement;
}

export interface MapOptions {
  tileUrl: string | null;
  tileAttribution: string;
  builtInAttribution: string;
  markers?: MapMarker[];
  /** The admin's pin: dragged or placed with a click, reported through `onPick`. */
  pin?: { position: SellerPosition | null; label: string; onPick: (position: SellerPosition) => void };
}

export interface MountedMap {
  openMarker(id: string): boolean;
  setPin(position: SellerPosition | null): void;
  destroy(): void;
}

/** How long tiles may take to show before the built-in map replaces them. */
const TILE_PATIENCE_MS = 6000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pinIcon(L: typeof Leaflet, kind: "seller" | "pin"): Leaflet.DivIcon {
  const fill = kind === "pin" ? "#b91c1c" : "#166534";
  return L.divIcon({
    className: "seller-marker",
    html: `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="${fill}" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>`,
    iconSize: [28, 40],
    iconAnchor: [14, 40],
    popupAnchor: [0, -36],
  });
}

/** Natural Earth's countries (world-atlas, public domain) as a plain base layer: no server outside this site. */
async function builtInLayer(L: typeof Leaflet): Promise<Leaflet.GeoJSON> {
  const [{ feature }, topology] = await Promise.all([import("topojson-client"), fetch(outlinesUrl).then((response) => response.json())]);
  const countries = feature(topology, topology.objects.countries) as unknown as FeatureCollection;
  for (const country of countries.features) {
    const geometry = country.geometry;
    const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.type === "MultiPolygon" ? geometry.coordinates : [];
    for (const ring of polygons.flat()) unwrapAntimeridian(ring);
  }
  return L.geoJSON(countries, {
    interactive: false,
    style: (country) => ({
      color: "#7c8a83",
      weight: 1,
      fillColor: country?.properties?.name === "Norway" ? "#f7f4ea" : "#e7e4da",
      fillOpacity: 1,
    }),
  });
}

/**
 * A ring that crosses the antimeridian (Russia's and Fiji's) is drawn on as east of 180° instead
 * of as a line across the whole map.
 */
function unwrapAntimeridian(ring: number[][]): void {
  if (!ring.some((point) => point[0]! > 150) || !ring.some((point) => point[0]! < -150)) return;
  for (const point of ring) if (point[0]! < 0) point[0]! += 360;
}

/**
 * The base map: the configured tiles, switched for the built-in outlines when no tile URL is set,
 * when a tile fails before any has loaded (no network, a blocked or wrong server), or when none has
 * loaded after TILE_PATIENCE_MS.
 */
function addBaseLayer(L: typeof Leaflet, map: Leaflet.Map, container: HTMLElement, options: MapOptions): () => void {
  let settled = false;
  const timers: Array<ReturnType<typeof setTimeout>> = [];
  const stop = () => timers.forEach(clearTimeout);
  const showBuiltIn = (tiles?: Leaflet.TileLayer) => {
    if (settled) return;
    settled = true;
    stop();
    if (tiles) map.removeLayer(tiles);
    container.dataset.baseLayer = "built-in";
    container.style.background = "#cfe1ea";
    void builtInLayer(L).then((layer) => {
      layer.addTo(map).bringToBack();
      map.attributionControl.addAttribution(escapeHtml(options.builtInAttribution));
    });
  };
  if (!options.tileUrl) {
    showBuiltIn();
    return stop;
  }
  const tiles = L.tileLayer(options.tileUrl, { attribution: escapeHtml(options.tileAttribution), maxZoom: 18, crossOrigin: false });
  tiles.on("tileload", () => {
    if (settled) return;
    settled = true;
    stop();
    container.dataset.baseLayer = "tiles";
  });
  tiles.on("tileerror", () => showBuiltIn(tiles));
  timers.push(setTimeout(() => showBuiltIn(tiles), TILE_PATIENCE_MS));
  tiles.addTo(map);
  return stop;
}

/** Draws the map into `container`: the base layer, the sellers' markers (clustered) and the admin's pin. */
export async function mountMap(container: HTMLElement, options: MapOptions): Promise<MountedMap> {
  const L = (await import("leaflet")).default;
  // The cluster plugin is a UMD script that extends the global L.
  (window as unknown as { L: typeof Leaflet }).L = L;
  await import("leaflet.markercluster");

  const map = L.map(container, { scrollWheelZoom: false, worldCopyJump: true });
  map.fitBounds(NORWAY_BOUNDS);
  const stopBase = addBaseLayer(L, map, container, options);

  const byId = new Map<string, Leaflet.Marker>();
  const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 40 });
  for (const item of options.markers ?? []) {
    const marker = L.marker([item.position.latitude, item.position.longitude], {
      icon: pinIcon(L, "seller"),
      title: item.title,
      alt: item.title,
      keyboard: true,
    });
    marker.bindPopup(() => item.popup(), { maxWidth: 280 });
    byId.set(item.id, marker);
    cluster.addLayer(marker);
  }
  if (byId.size > 0) {
    map.addLayer(cluster);
    const bounds = cluster.getBounds();
    if (bounds.isValid()) map.fitBounds(bounds.pad(0.15), { maxZoom: 9 });
  }
  container.dataset.markers = String(byId.size);

  let pin: Leaflet.Marker | undefined;
  const setPin = (position: SellerPosition | null) => {
    if (!options.pin) return;
    if (!position) {
      if (pin) map.removeLayer(pin);
      pin = undefined;
      return;
    }
    if (!pin) {
      pin = L.marker([position.latitude, position.longitude], {
        icon: pinIcon(L, "pin"),
        draggable: true,
        title: options.pin.label,
        alt: options.pin.label,
        keyboard: true,
      }).addTo(map);
      pin.on("dragend", () => {
        const at = pin!.getLatLng();
        options.pin!.onPick({ latitude: round(at.lat), longitude: round(at.lng) });
      });
    } else pin.setLatLng([position.latitude, position.longitude]);
  };
  if (options.pin) {
    setPin(options.pin.position);
    if (options.pin.position) map.setView([options.pin.position.latitude, options.pin.position.longitude], 12);
    map.on("click", (event: Leaflet.LeafletMouseEvent) => {
      const position = { latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) };
      setPin(position);
      options.pin!.onPick(position);
    });
  }
  container.dataset.ready = "true";

  return {
    openMarker(id) {
      const marker = byId.get(id);
      if (!marker) return false;
      cluster.zoomToShowLayer(marker, () => marker.openPopup());
      return true;
    },
    setPin,
    destroy() {
      stopBase();
      map.remove();
    },
  };
}

/** Six decimals: about 10 cm, more than a shop's door needs. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

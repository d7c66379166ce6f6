import { useRef, useState } from "react";
import { inputClass, labelClass } from "~/components/admin/AdminLayout";
import type { SellerPosition } from "~/lib/sellers/sellers";
import type { MountedMap } from "./leaflet-map.client";
import { type MapSettingsView, SellersMap } from "./SellersMap";

const parse = (latitude: string, longitude: string): SellerPosition | null => {
  const lat = Number(latitude.replace(",", "."));
  const lng = Number(longitude.replace(",", "."));
  return latitude.trim() && longitude.trim() && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { latitude: lat, longitude: lng }
    : null;
};

/**
 * The seller's pin in the back office: latitude and longitude fields (all the form needs, without
 * JavaScript too) and, with JavaScript, the map beside them, where a click places the pin and a
 * drag moves it; typed coordinates move the pin.
 */
export function SellerPinFields(props: {
  initial: SellerPosition | null;
  settings: MapSettingsView;
  labels: { legend: string; hint: string; latitude: string; longitude: string; map: string; loading: string; pin: string; guess?: string };
}) {
  const [latitude, setLatitude] = useState(props.initial ? String(props.initial.latitude) : "");
  const [longitude, setLongitude] = useState(props.initial ? String(props.initial.longitude) : "");
  const map = useRef<MountedMap | null>(null);
  const typed = (lat: string, lng: string) => {
    setLatitude(lat);
    setLongitude(lng);
    map.current?.setPin(parse(lat, lng));
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">{props.labels.legend}</legend>
      <p id="seller-pin-hint" className="text-sm text-slate-600">
        {props.labels.hint}
      </p>
      {props.labels.guess ? <p className="text-sm text-amber-800">{props.labels.guess}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={labelClass}>
          {props.labels.latitude}
          <input
            name="latitude"
            inputMode="decimal"
            dir="ltr"
            aria-describedby="seller-pin-hint"
            value={latitude}
            onChange={(event) => typed(event.target.value, longitude)}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          {props.labels.longitude}
          <input
            name="longitude"
            inputMode="decimal"
            dir="ltr"
            aria-describedby="seller-pin-hint"
            value={longitude}
            onChange={(event) => typed(latitude, event.target.value)}
            className={inputClass}
          />
        </label>
      </div>
      <SellersMap
        settings={props.settings}
        label={props.labels.map}
        loadingLabel={props.labels.loading}
        className="h-80"
        pin={{
          position: props.initial,
          label: props.labels.pin,
          onPick: (position) => {
            setLatitude(String(position.latitude));
            setLongitude(String(position.longitude));
          },
        }}
        onReady={(mounted) => {
          map.current = mounted;
        }}
      />
    </fieldset>
  );
}

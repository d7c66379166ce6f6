import type { ShopType } from "~/lib/sellers/sellers";

/**
 * The demo site's approved sellers: a dozen shops, farm shops and cafés from Kristiansand to Alta,
 * with their pins, so that /resellers and /sellers-map show something at once. Invented names,
 * phone numbers and `.example` websites; the organisation numbers pass the mod-11 check and belong
 * to nobody we know of.
 */
export interface DemoSeller {
  key: string;
  companyName: string;
  orgNumber: string;
  shopType: ShopType;
  streetAddress: string;
  postcode: string;
  city: string;
  phone: string;
  website: string | null;
  openingHours: string | null;
  latitude: number;
  longitude: number;
}

export const demoSellers: DemoSeller[] = [
  { key: "gronland-mathall", companyName: "Grønland Mathall", orgNumber: "915000231", shopType: "grocery", streetAddress: "Tøyengata 2", postcode: "0190", city: "Oslo", phone: "+47 22 10 20 30", website: "https://gronland-mathall.example", openingHours: "Man–fre 9–20, lør 10–18", latitude: 59.9128, longitude: 10.7602 },
  { key: "majorstuen-kafe", companyName: "Kafé Bogstad", orgNumber: "915000363", shopType: "cafe", streetAddress: "Bogstadveien 50", postcode: "0366", city: "Oslo", phone: "+47 22 44 55 66", website: null, openingHours: "Alle dager 8–18", latitude: 59.9292, longitude: 10.7163 },
  { key: "bryggen-delikatesse", companyName: "Bryggen Delikatesse", orgNumber: "915000495", shopType: "grocery", streetAddress: "Bryggen 15", postcode: "5003", city: "Bergen", phone: "+47 55 30 40 50", website: "https://bryggen-delikatesse.example", openingHours: "Man–lør 10–18", latitude: 60.3975, longitude: 5.324 },
  { key: "bakklandet-ost", companyName: "Bakklandet Ost og Brød", orgNumber: "915000622", shopType: "grocery", streetAddress: "Øvre Bakklandet 20", postcode: "7013", city: "Trondheim", phone: "+47 73 50 60 70", website: "https://bakklandet.example", openingHours: null, latitude: 63.4282, longitude: 10.4019 },
  { key: "nordlys-kolonial", companyName: "Nordlys Kolonial", orgNumber: "915000754", shopType: "grocery", streetAddress: "Storgata 90", postcode: "9008", city: "Tromsø", phone: "+47 77 60 70 80", website: null, openingHours: "Man–fre 9–19, lør 10–16", latitude: 69.6496, longitude: 18.956 },
  { key: "storgata-kaffebar", companyName: "Storgata Kaffebar", orgNumber: "915000886", shopType: "cafe", streetAddress: "Storgata 60", postcode: "2609", city: "Lillehammer", phone: "+47 61 25 35 45", website: "https://storgata-kaffebar.example", openingHours: "Man–lør 8–17", latitude: 61.1153, longitude: 10.4662 },
  { key: "lom-gardsbutikk", companyName: "Lom Gardsbutikk", orgNumber: "915001017", shopType: "farm_shop", streetAddress: "Sognefjellsvegen 5", postcode: "2686", city: "Lom", phone: "+47 61 21 10 00", website: null, openingHours: "Juni–august: alle dager 10–18", latitude: 61.838, longitude: 8.568 },
  { key: "torget-matbu", companyName: "Torget Matbu", orgNumber: "915001149", shopType: "grocery", streetAddress: "Torget 5", postcode: "4006", city: "Stavanger", phone: "+47 51 80 90 10", website: "https://torget-matbu.example", openingHours: null, latitude: 58.971, longitude: 5.7318 },
  { key: "sorlandet-gardsutsalg", companyName: "Sørlandets Gårdsutsalg", orgNumber: "915001270", shopType: "farm_shop", streetAddress: "Markens gate 10", postcode: "4611", city: "Kristiansand", phone: "+47 38 10 20 30", website: null, openingHours: "Tor–lør 10–16", latitude: 58.1462, longitude: 7.9956 },
  { key: "jugendkafeen", companyName: "Jugendkafeen", orgNumber: "915001408", shopType: "cafe", streetAddress: "Kongens gate 12", postcode: "6002", city: "Ålesund", phone: "+47 70 10 20 30", website: "https://jugendkafeen.example", openingHours: "Alle dager 9–17", latitude: 62.472, longitude: 6.153 },
  { key: "nordlandsbutikken", companyName: "Nordlandsbutikken", orgNumber: "915001661", shopType: "grocery", streetAddress: "Storgata 15", postcode: "8006", city: "Bodø", phone: "+47 75 50 60 70", website: null, openingHours: "Man–fre 10–18", latitude: 67.283, longitude: 14.38 },
  { key: "alta-gardsmat", companyName: "Alta Gårdsmat", orgNumber: "915001793", shopType: "farm_shop", streetAddress: "Bjørn Wirkolas vei 5", postcode: "9510", city: "Alta", phone: "+47 78 40 50 60", website: "https://alta-gardsmat.example", openingHours: null, latitude: 69.9689, longitude: 23.2716 },
];

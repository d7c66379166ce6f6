import type { SellerMessageKey } from "~/lib/sellers/messages";
import { sellerAnchor } from "~/lib/sellers/sellers";
import type { MessageValues } from "~/lib/message-format";

export interface SellerCardView {
  id: string;
  companyName: string;
  shopType: string;
  streetAddress: string;
  postcode: string;
  city: string;
  phone: string;
  website: string | null;
  openingHours: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * One seller as the public sees it (/resellers and the list beside the map): name, kind of shop,
 * address, opening hours when given, phone and website, and a link to its place on the map. The
 * map's popup is a copy of this card (`data-seller-card`), without the parts marked `data-popup-omit`.
 */
export function SellerCard(props: {
  seller: SellerCardView;
  t: (key: SellerMessageKey, values?: MessageValues) => string;
  /** The seller's place on the map page; absent while it has no pin. */
  mapHref: string | null;
  headingLevel: "h3" | "h4";
}) {
  const { seller, t } = props;
  const Heading = props.headingLevel;
  const website = seller.website ? seller.website.replace(/^https?:\/\//, "").replace(/\/$/, "") : null;
  return (
    <li
      id={sellerAnchor(seller.id)}
      data-testid="seller-card"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm target:ring-2 target:ring-brand-600"
    >
      <div data-seller-card={seller.id}>
        <Heading className="font-semibold text-slate-900">{seller.companyName}</Heading>
        <p className="text-sm text-slate-600">{t(`seller.shopType.${seller.shopType}` as SellerMessageKey)}</p>
        <address className="mt-2 text-sm text-slate-700 not-italic">
          {seller.streetAddress}
          <br />
          <span dir="ltr">{seller.postcode}</span> {seller.city}
        </address>
        <dl className="mt-2 space-y-1 text-sm text-slate-700">
          {seller.openingHours ? (
            <div>
              <dt className="inline font-medium">{t("seller.list.hours")}: </dt>
              <dd className="inline whitespace-pre-line">{seller.openingHours}</dd>
            </div>
          ) : null}
          <div>
            <dt className="inline font-medium">{t("seller.list.phone")}: </dt>
            <dd className="inline">
              <a href={`tel:${seller.phone.replace(/\s+/g, "")}`} dir="ltr" className="text-brand-700 hover:underline">
                {seller.phone}
              </a>
            </dd>
          </div>
          {seller.website && website ? (
            <div>
              <dt className="inline font-medium">{t("seller.list.website")}: </dt>
              <dd className="inline">
                <a
                  href={seller.website}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  dir="ltr"
                  className="break-all text-brand-700 hover:underline"
                >
                  {website}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      {props.mapHref ? (
        <a href={props.mapHref} data-popup-omit className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">
          {t("seller.list.showOnMap")}
          <span className="sr-only"> ({t("seller.list.showOnMapFor", { name: seller.companyName })})</span>
        </a>
      ) : (
        <p className="mt-3 text-sm text-slate-500">{t("seller.map.notPlaced")}</p>
      )}
    </li>
  );
}

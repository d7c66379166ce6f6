import { localizePath } from "~/lib/i18n/language";
import { sellerText, type SellerMessageKey } from "~/lib/sellers/messages";
import { sellerReference, type SellerStatus } from "~/lib/sellers/sellers";
import type { MessageValues } from "~/lib/message-format";
import { composeMail } from "../mail/compose.server";
import { type SiteMailLanguage, siteMailLanguage } from "../mail/mail-language.server";
import type { Mailer, MailMessage } from "../mail/mailer.server";
import type { Site } from "../site/queries.server";
import type { SellerApplicationView } from "./queries.server";

type Application = Pick<
  SellerApplicationView,
  | "id"
  | "applicationNumber"
  | "languageCode"
  | "companyName"
  | "orgNumber"
  | "contactName"
  | "email"
  | "phone"
  | "streetAddress"
  | "postcode"
  | "city"
  | "shopType"
  | "message"
>;

const translator = (context: SiteMailLanguage) => (key: SellerMessageKey, values?: MessageValues) => sellerText(context.code, key, values);

/** The application's details as lines, labelled in the mail's language. */
function detailLines(application: Application, context: SiteMailLanguage): string[] {
  const t = translator(context);
  return [
    `${t("seller.company")}: ${application.companyName}`,
    `${t("seller.orgNumber")}: ${application.orgNumber}`,
    `${t("seller.shopType")}: ${t(`seller.shopType.${application.shopType}`)}`,
    `${t("seller.street")}: ${application.streetAddress}, ${application.postcode} ${application.city}`,
    `${t("seller.legend.contact")}: ${application.contactName}, ${application.email}, ${application.phone}`,
  ];
}

/** The applicant's receipt, in the language they applied in. */
export function sellerReceiptMail(application: Application, context: SiteMailLanguage): MailMessage {
  const t = translator(context);
  const reference = sellerReference(application.applicationNumber);
  return composeMail(
    application.email,
    t("seller.mail.receiptSubject", { reference, site: context.siteName }),
    { paragraphs: [t("seller.mail.receiptIntro", { reference, site: context.siteName })], lines: detailLines(application, context) },
    context,
  );
}

/** The factory's notice of a new application, with a link to it in the back office. */
export function sellerNoticeMail(to: string, application: Application, context: SiteMailLanguage, link: string): MailMessage {
  const t = translator(context);
  const reference = sellerReference(application.applicationNumber);
  const paragraphs = [t("seller.mail.noticeIntro", { reference }), ...(application.message ? [application.message] : [])];
  return composeMail(
    to,
    t("seller.mail.noticeSubject", { reference }),
    { paragraphs, lines: detailLines(application, context), link: { label: t("seller.mail.open"), url: link } },
    context,
  );
}

/** The decision (approved, or rejected with its reason), in the applicant's language. */
export function sellerDecisionMail(
  application: Application,
  status: Exclude<SellerStatus, "pending">,
  reason: string | null,
  context: SiteMailLanguage,
  mapLink: string,
): MailMessage {
  const t = translator(context);
  const reference = sellerReference(application.applicationNumber);
  const values = { reference, site: context.siteName, company: application.companyName };
  if (status === "approved") {
    return composeMail(
      application.email,
      t("seller.mail.approvedSubject", values),
      {
        paragraphs: [t("seller.mail.approvedIntro", values), ...(reason ? [reason] : [])],
        link: { label: t("seller.mail.map"), url: mapLink },
      },
      context,
    );
  }
  return composeMail(
    application.email,
    t("seller.mail.rejectedSubject", values),
    { paragraphs: [t("seller.mail.rejectedIntro", values), t("seller.mail.reason", { reason: reason ?? "" })] },
    context,
  );
}

interface MailDeps {
  mailer: Mailer;
  origin: string;
}

/** After an application: the receipt to the applicant and the notice to the factory's address (in the site's default language), when it has one. */
export async function sendSellerApplicationMails(deps: MailDeps, site: Site, application: Application): Promise<void> {
  await deps.mailer.send(sellerReceiptMail(application, siteMailLanguage(site, application.languageCode)));
  const factoryAddress = site.settings?.contactEmail ?? site.factory.email;
  if (!factoryAddress) return;
  const link = `${deps.origin}${localizePath(`/admin/sellers/${application.id}`, site.defaultLanguage.code, site.defaultLanguage.code)}`;
  await deps.mailer.send(sellerNoticeMail(factoryAddress, application, siteMailLanguage(site, site.defaultLanguage.code), link));
}

/** After a decision: the applicant is told, in their language, with the sellers map's link when approved. */
export async function sendSellerDecisionMail(
  deps: MailDeps,
  site: Site,
  application: Application,
  status: Exclude<SellerStatus, "pending">,
  reason: string | null,
): Promise<void> {
  const mapLink = `${deps.origin}${localizePath("/sellers-map", application.languageCode, site.defaultLanguage.code)}`;
  await deps.mailer.send(sellerDecisionMail(application, status, reason, siteMailLanguage(site, application.languageCode), mapLink));
}

import { formatMessage, type MessageValues } from "~/lib/message-format";
import { formatMoney } from "~/lib/money";

/**
 * Every e-mail's strings, in every seeded language (en, nb, ar), on the server only: no page ships
 * them. A mail is written from this table in its recipient's language (the language of the
 * request, order, quote or application that caused it); a language the site lists but this table
 * does not falls back to English, as the back office's and seller pages' tables do. The seller
 * mails read their strings from the seller pages' table (app/lib/sellers/messages.ts, keys
 * `seller.mail.*`), which also holds the labels of the application's details.
 */
const en = {
  // Account (auth)
  "mail.confirm.subject": "Confirm your e-mail address for {site}",
  "mail.confirm.intro": "Welcome to {site}! Please confirm your e-mail address to finish creating your account.",
  "mail.confirm.label": "Confirm e-mail address",
  "mail.confirm.outro": "If you did not create an account, you can ignore this message.",
  "mail.existing.subject": "Someone tried to register with your e-mail at {site}",
  "mail.existing.intro":
    "Somebody (perhaps you) tried to create a new account at {site} with this e-mail address, which already has an account. If you forgot your password, you can choose a new one.",
  "mail.existing.label": "Reset your password",
  "mail.existing.outro": "If this was not you, you can ignore this message; your account is unchanged.",
  "mail.reset.subject": "Reset your password for {site}",
  "mail.reset.intro": "We received a request to reset the password of your account at {site}. The link is valid for one hour.",
  "mail.reset.label": "Choose a new password",
  "mail.reset.outro": "If you did not ask for this, you can ignore this message; your password stays the same.",

  // Shared by the order, quote and restaurant mails
  "mail.vatLine": "Of which VAT {rate} %",
  "mail.total": "Total",
  "mail.payment": "Payment",
  "mail.payment.invoice": "Invoice (14 days)",
  "mail.payment.pay_on_pickup": "Pay on pickup",
  "mail.payment.pay_at_pickup": "Pay at pickup",
  "mail.payment.pay_on_delivery": "Pay on delivery",
  "mail.deliveryTo": "Delivery to",

  // Shop orders
  "mail.order.subject": "Order confirmation {number} – {site}",
  "mail.order.intro": "Thank you for your order at {site}. Here is what you ordered.",
  "mail.order.number": "Order number {number}",
  "mail.order.pickup": "Pick up at the factory",
  "mail.order.view": "View your order",
  "mail.order.statusSubject": "Order {number} – {status} – {site}",
  "mail.order.statusIntro": "Your order {number} at {site} has a new status: {status}.",
  "mail.order.status.placed": "Placed",
  "mail.order.status.confirmed": "Confirmed",
  "mail.order.status.packed": "Packed",
  "mail.order.status.shipped": "Shipped",
  "mail.order.status.ready_for_pickup": "Ready for pickup",
  "mail.order.status.delivered": "Delivered",
  "mail.order.status.picked_up": "Picked up",
  "mail.order.status.cancelled": "Cancelled",
  "mail.order.status.awaiting_payment": "Awaiting payment",

  // Quotes
  "mail.quote.receiptSubject": "Quote request {reference} – {site}",
  "mail.quote.receiptIntro": "Thank you for your quote request at {site}. Your reference is {reference}. Here is what you asked about:",
  "mail.quote.noticeSubject": "New quote request {reference}",
  "mail.quote.noticeIntro": "A new quote request {reference} has arrived.",
  "mail.quote.orgNumber": "Organisation number",
  "mail.quote.postcode": "Delivery postcode",
  "mail.quote.deliveryDate": "Desired delivery date",
  "mail.quote.sentSubject": "Your quote {reference} – {site}",
  "mail.quote.sentIntro": "Here is our quote {reference} from {site}.",
  "mail.quote.discount": "Discount of {percent} % included",
  "mail.quote.validUntil": "Valid until {date}",
  "mail.quote.view": "View your request",
  "mail.quote.open": "Open the quote to accept or decline it",
  "mail.quote.cancelledSubject": "Quote request {reference} closed – {site}",
  "mail.quote.cancelledIntro":
    "We are sorry: {site} cannot make you a quote for your request {reference}, and has closed it. You are welcome to send a new request.",

  // Restaurant orders
  "mail.restaurant.subject": "Order {number} at {restaurant}",
  "mail.restaurant.intro": "Thank you for your order at {restaurant}. Your order number is {number}.",
  "mail.restaurant.pickup": "Pickup at the restaurant",
  "mail.restaurant.ready": "Estimated ready at {time}",
  "mail.restaurant.track": "Follow your order",

  // Newsletters
  "mail.newsletter.confirmSubject": "Confirm your subscription to the {site} newsletter",
  "mail.newsletter.confirmIntro":
    "Thank you for subscribing to the newsletter from {site}. Please confirm your e-mail address to start receiving it.",
  "mail.newsletter.confirmLabel": "Confirm subscription",
  "mail.newsletter.confirmOutro": "If you did not ask for this, you can ignore this message; you will not be subscribed.",
  "mail.newsletter.footer": "You receive this newsletter from {site} because you subscribed to it.",
  "mail.newsletter.unsubscribe": "Unsubscribe",
  "mail.newsletter.webVersion": "View in your browser",
  "mail.newsletter.test": "[Test] {subject}",
} as const;

export type MailMessageKey = keyof typeof en;

const nb: Record<MailMessageKey, string> = {
  "mail.confirm.subject": "Bekreft e-postadressen din hos {site}",
  "mail.confirm.intro": "Velkommen til {site}! Bekreft e-postadressen din for å fullføre opprettelsen av kontoen.",
  "mail.confirm.label": "Bekreft e-postadressen",
  "mail.confirm.outro": "Hvis du ikke har opprettet en konto, kan du se bort fra denne meldingen.",
  "mail.existing.subject": "Noen prøvde å registrere seg med e-postadressen din hos {site}",
  "mail.existing.intro":
    "Noen (kanskje du) prøvde å opprette en ny konto hos {site} med denne e-postadressen, som allerede har en konto. Har du glemt passordet, kan du velge et nytt.",
  "mail.existing.label": "Tilbakestill passordet",
  "mail.existing.outro": "Var det ikke deg, kan du se bort fra denne meldingen; kontoen din er uendret.",
  "mail.reset.subject": "Tilbakestill passordet ditt hos {site}",
  "mail.reset.intro": "Vi har fått en forespørsel om å tilbakestille passordet til kontoen din hos {site}. Lenken gjelder i én time.",
  "mail.reset.label": "Velg et nytt passord",
  "mail.reset.outro": "Hvis du ikke ba om dette, kan du se bort fra meldingen; passordet ditt forblir det samme.",

  "mail.vatLine": "Herav mva. {rate} %",
  "mail.total": "Totalt",
  "mail.payment": "Betaling",
  "mail.payment.invoice": "Faktura (14 dager)",
  "mail.payment.pay_on_pickup": "Betal ved henting",
  "mail.payment.pay_at_pickup": "Betal ved henting",
  "mail.payment.pay_on_delivery": "Betal ved levering",
  "mail.deliveryTo": "Leveres til",

  "mail.order.subject": "Ordrebekreftelse {number} – {site}",
  "mail.order.intro": "Takk for bestillingen hos {site}. Her er det du bestilte.",
  "mail.order.number": "Ordrenummer {number}",
  "mail.order.pickup": "Hent på fabrikken",
  "mail.order.view": "Se bestillingen",
  "mail.order.statusSubject": "Ordre {number} – {status} – {site}",
  "mail.order.statusIntro": "Ordren din {number} hos {site} har fått ny status: {status}.",
  "mail.order.status.placed": "Mottatt",
  "mail.order.status.confirmed": "Bekreftet",
  "mail.order.status.packed": "Pakket",
  "mail.order.status.shipped": "Sendt",
  "mail.order.status.ready_for_pickup": "Klar til henting",
  "mail.order.status.delivered": "Levert",
  "mail.order.status.picked_up": "Hentet",
  "mail.order.status.cancelled": "Kansellert",
  "mail.order.status.awaiting_payment": "Venter på betaling",

  "mail.quote.receiptSubject": "Tilbudsforespørsel {reference} – {site}",
  "mail.quote.receiptIntro": "Takk for tilbudsforespørselen hos {site}. Referansen din er {reference}. Dette spurte du om:",
  "mail.quote.noticeSubject": "Ny tilbudsforespørsel {reference}",
  "mail.quote.noticeIntro": "En ny tilbudsforespørsel {reference} har kommet inn.",
  "mail.quote.orgNumber": "Organisasjonsnummer",
  "mail.quote.postcode": "Postnummer for levering",
  "mail.quote.deliveryDate": "Ønsket leveringsdato",
  "mail.quote.sentSubject": "Tilbudet ditt {reference} – {site}",
  "mail.quote.sentIntro": "Her er tilbudet vårt {reference} fra {site}.",
  "mail.quote.discount": "Rabatt på {percent} % er trukket fra",
  "mail.quote.validUntil": "Gyldig til {date}",
  "mail.quote.view": "Se forespørselen",
  "mail.quote.open": "Åpne tilbudet for å godta eller avslå det",
  "mail.quote.cancelledSubject": "Tilbudsforespørsel {reference} er avsluttet – {site}",
  "mail.quote.cancelledIntro":
    "Beklager: {site} kan ikke gi deg et tilbud på forespørselen {reference}, og har avsluttet den. Du er velkommen til å sende en ny forespørsel.",

  "mail.restaurant.subject": "Bestilling {number} hos {restaurant}",
  "mail.restaurant.intro": "Takk for bestillingen hos {restaurant}. Bestillingsnummeret ditt er {number}.",
  "mail.restaurant.pickup": "Hentes i restauranten",
  "mail.restaurant.ready": "Forventet klar kl. {time}",
  "mail.restaurant.track": "Følg bestillingen",
  "mail.newsletter.confirmSubject": "Bekreft abonnementet på nyhetsbrevet fra {site}",
  "mail.newsletter.confirmIntro":
    "Takk for at du vil abonnere på nyhetsbrevet fra {site}. Bekreft e-postadressen din for å begynne å motta det.",
  "mail.newsletter.confirmLabel": "Bekreft abonnementet",
  "mail.newsletter.confirmOutro": "Hvis du ikke ba om dette, kan du se bort fra denne meldingen; du blir ikke påmeldt.",
  "mail.newsletter.footer": "Du får dette nyhetsbrevet fra {site} fordi du har abonnert på det.",
  "mail.newsletter.unsubscribe": "Meld deg av",
  "mail.newsletter.webVersion": "Vis i nettleseren",
  "mail.newsletter.test": "[Prøve] {subject}",
};

const ar: Record<MailMessageKey, string> = {
  "mail.confirm.subject": "أكّد عنوان بريدك الإلكتروني لدى {site}",
  "mail.confirm.intro": "مرحبًا بك في {site}! يرجى تأكيد عنوان بريدك الإلكتروني لإكمال إنشاء حسابك.",
  "mail.confirm.label": "تأكيد عنوان البريد الإلكتروني",
  "mail.confirm.outro": "إذا لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.",
  "mail.existing.subject": "حاول شخص ما التسجيل ببريدك الإلكتروني لدى {site}",
  "mail.existing.intro":
    "حاول شخص ما (ربما أنت) إنشاء حساب جديد لدى {site} بعنوان البريد الإلكتروني هذا، وله حساب بالفعل. إذا نسيت كلمة المرور، يمكنك اختيار كلمة مرور جديدة.",
  "mail.existing.label": "إعادة تعيين كلمة المرور",
  "mail.existing.outro": "إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة؛ حسابك لم يتغير.",
  "mail.reset.subject": "إعادة تعيين كلمة المرور لدى {site}",
  "mail.reset.intro": "تلقينا طلبًا لإعادة تعيين كلمة مرور حسابك لدى {site}. الرابط صالح لمدة ساعة واحدة.",
  "mail.reset.label": "اختر كلمة مرور جديدة",
  "mail.reset.outro": "إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة؛ تبقى كلمة مرورك كما هي.",

  "mail.vatLine": "منها ضريبة القيمة المضافة {rate}٪",
  "mail.total": "الإجمالي",
  "mail.payment": "الدفع",
  "mail.payment.invoice": "فاتورة (14 يومًا)",
  "mail.payment.pay_on_pickup": "الدفع عند الاستلام",
  "mail.payment.pay_at_pickup": "الدفع عند الاستلام",
  "mail.payment.pay_on_delivery": "الدفع عند التوصيل",
  "mail.deliveryTo": "التوصيل إلى",

  "mail.order.subject": "تأكيد الطلب {number} – {site}",
  "mail.order.intro": "شكرًا لطلبك من {site}. هذا ما طلبته.",
  "mail.order.number": "رقم الطلب {number}",
  "mail.order.pickup": "الاستلام من المصنع",
  "mail.order.view": "عرض طلبك",
  "mail.order.statusSubject": "الطلب {number} – {status} – {site}",
  "mail.order.statusIntro": "طلبك رقم {number} لدى {site} له حالة جديدة: {status}.",
  "mail.order.status.placed": "تم الاستلام",
  "mail.order.status.confirmed": "مؤكد",
  "mail.order.status.packed": "تم التغليف",
  "mail.order.status.shipped": "تم الشحن",
  "mail.order.status.ready_for_pickup": "جاهز للاستلام",
  "mail.order.status.delivered": "تم التوصيل",
  "mail.order.status.picked_up": "تم الاستلام",
  "mail.order.status.cancelled": "ملغى",
  "mail.order.status.awaiting_payment": "بانتظار الدفع",

  "mail.quote.receiptSubject": "طلب عرض السعر {reference} – {site}",
  "mail.quote.receiptIntro": "شكرًا على طلب عرض السعر لدى {site}. رقمك المرجعي هو {reference}. هذا ما طلبته:",
  "mail.quote.noticeSubject": "طلب عرض سعر جديد {reference}",
  "mail.quote.noticeIntro": "وصل طلب عرض سعر جديد {reference}.",
  "mail.quote.orgNumber": "الرقم التنظيمي",
  "mail.quote.postcode": "الرمز البريدي للتوصيل",
  "mail.quote.deliveryDate": "تاريخ التوصيل المطلوب",
  "mail.quote.sentSubject": "عرض السعر الخاص بك {reference} – {site}",
  "mail.quote.sentIntro": "إليك عرض السعر {reference} من {site}.",
  "mail.quote.discount": "يشمل خصمًا بنسبة {percent}٪",
  "mail.quote.validUntil": "صالح حتى {date}",
  "mail.quote.view": "عرض طلبك",
  "mail.quote.open": "افتح العرض لقبوله أو رفضه",
  "mail.quote.cancelledSubject": "تم إغلاق طلب عرض السعر {reference} – {site}",
  "mail.quote.cancelledIntro": "نأسف: لا يستطيع {site} تقديم عرض سعر لطلبك {reference}، وقد أغلقه. يسعدنا أن ترسل طلبًا جديدًا.",

  "mail.restaurant.subject": "الطلب {number} من {restaurant}",
  "mail.restaurant.intro": "شكرًا لطلبك من {restaurant}. رقم طلبك هو {number}.",
  "mail.restaurant.pickup": "الاستلام من المطعم",
  "mail.restaurant.ready": "الوقت المتوقع للتجهيز {time}",
  "mail.restaurant.track": "تابع طلبك",
  "mail.newsletter.confirmSubject": "أكّد اشتراكك في النشرة الإخبارية من {site}",
  "mail.newsletter.confirmIntro": "شكرًا لاشتراكك في النشرة الإخبارية من {site}. يرجى تأكيد بريدك الإلكتروني لتبدأ في استلامها.",
  "mail.newsletter.confirmLabel": "تأكيد الاشتراك",
  "mail.newsletter.confirmOutro": "إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة؛ لن يتم اشتراكك.",
  "mail.newsletter.footer": "تصلك هذه النشرة من {site} لأنك اشتركت فيها.",
  "mail.newsletter.unsubscribe": "إلغاء الاشتراك",
  "mail.newsletter.webVersion": "عرض في المتصفح",
  "mail.newsletter.test": "[تجربة] {subject}",
};

export const mailMessages: Record<string, Record<MailMessageKey, string>> & { en: Record<MailMessageKey, string> } = { en, nb, ar };

/** The language a mail is written in: its code and direction. */
export interface MailLanguage {
  code: string;
  direction: "ltr" | "rtl";
}

/** English, for a mail sent where no language is known (and for tests). */
export const englishMail: MailLanguage = { code: "en", direction: "ltr" };

/** A mail's string in its language (English where the table has no such language). */
export function mailText(language: Pick<MailLanguage, "code">, key: MailMessageKey, values?: MessageValues): string {
  return formatMessage((mailMessages[language.code] ?? mailMessages.en)[key], values, language.code);
}

/** The Intl locale a language's amounts and dates are written in (English as in Britain: 24-hour clock, day before month). */
const intlLocales: Record<string, string> = { nb: "nb-NO", en: "en-GB" };
const intlLocale = (code: string) => intlLocales[code] ?? code;

/** An amount of øre in the row's currency as the mail's language writes it ("1 234,50 kr", "NOK 1,234.50"), with the site's one money formatter. */
export function mailMoney(language: Pick<MailLanguage, "code">, amountOre: number, currency: string): string {
  return formatMoney(amountOre, currency, intlLocale(language.code));
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/** A calendar day ("2026-12-01") as the mail's language writes it: "1. desember 2026", "1 December 2026". */
export function mailDate(language: Pick<MailLanguage, "code">, day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateFormat(language.code, "UTC", { dateStyle: "long" }).format(date);
}

/** An instant as a day and time in `timeZone`, as the mail's language writes it. */
export function mailDateTime(language: Pick<MailLanguage, "code">, instant: Date, timeZone: string): string {
  return dateFormat(language.code, timeZone, { dateStyle: "medium", timeStyle: "short" }).format(instant);
}

import { composeMail } from "./compose.server";
import type { MailMessage } from "./mailer.server";
import { englishMail, type MailLanguage, type MailMessageKey, mailText } from "./messages";

/**
 * Translation keys that only server-side mail used to keep in the translations table: never sent
 * to the browser with the UI strings (a site seeded before the mails moved to ./messages.ts may
 * still hold such rows).
 */
export const SERVER_ONLY_MESSAGE_PREFIX = "mail.";

type AccountMail = "confirm" | "existing" | "reset";

/** An account mail (a link with a sentence before and after it), in `language`. */
function linkMail(to: string, kind: AccountMail, siteName: string, url: string, language: MailLanguage): MailMessage {
  const t = (part: "subject" | "intro" | "label" | "outro") =>
    mailText(language, `mail.${kind}.${part}` as MailMessageKey, { site: siteName });
  return composeMail(to, t("subject"), { paragraphs: [t("intro")], link: { label: t("label"), url }, closing: [t("outro")] }, language);
}

export function confirmationMail(to: string, siteName: string, url: string, language: MailLanguage = englishMail): MailMessage {
  return linkMail(to, "confirm", siteName, url, language);
}

export function existingAccountMail(to: string, siteName: string, url: string, language: MailLanguage = englishMail): MailMessage {
  return linkMail(to, "existing", siteName, url, language);
}

export function passwordResetMail(to: string, siteName: string, url: string, language: MailLanguage = englishMail): MailMessage {
  return linkMail(to, "reset", siteName, url, language);
}

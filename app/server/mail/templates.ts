import { formatMessage } from "~/lib/message-format";
import type { MailMessage } from "./mailer.server";

/**
 * The account e-mails' strings in English. They live here, not in the bundled UI strings, so that
 * no page ships them; the translations table holds them in every language under the same keys
 * (the `mail.` prefix is kept out of the strings sent to the browser).
 */
export const mailMessages = {
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
} as const;

type MailKey = keyof typeof mailMessages;

/** Translation keys that only server-side mail uses: not sent to the browser with the UI strings. */
export const SERVER_ONLY_MESSAGE_PREFIX = "mail.";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The language an account e-mail is written in: its code, direction and the site's strings in it. */
export interface MailLanguage {
  code: string;
  direction: "ltr" | "rtl";
  /** Translations of the site (the translations table); missing keys fall back to the bundled English. */
  messages: Record<string, string>;
}

/** English, for mail sent outside a request in a known language (and for tests). */
export const englishMail: MailLanguage = { code: "en", direction: "ltr", messages: {} };

function linkMail(to: string, language: MailLanguage, keys: { subject: MailKey; intro: MailKey; label: MailKey; outro: MailKey }, site: string, url: string): MailMessage {
  const t = (key: MailKey) => formatMessage(language.messages[key] || mailMessages[key], { site }, language.code);
  const [subject, intro, label, outro] = [t(keys.subject), t(keys.intro), t(keys.label), t(keys.outro)];
  return {
    to,
    subject,
    text: `${intro}\n\n${label}: ${url}\n\n${outro}\n`,
    html: `<div dir="${language.direction}" lang="${escapeHtml(language.code)}"><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p><p>${escapeHtml(outro)}</p></div>`,
  };
}

export function confirmationMail(to: string, siteName: string, url: string, language: MailLanguage = englishMail): MailMessage {
  return linkMail(to, language, { subject: "mail.confirm.subject", intro: "mail.confirm.intro", label: "mail.confirm.label", outro: "mail.confirm.outro" }, siteName, url);
}

export function existingAccountMail(to: string, siteName: string, url: string, language: MailLanguage = englishMail): MailMessage {
  return linkMail(to, language, { subject: "mail.existing.subject", intro: "mail.existing.intro", label: "mail.existing.label", outro: "mail.existing.outro" }, siteName, url);
}

export function passwordResetMail(to: string, siteName: string, url: string, language: MailLanguage = englishMail): MailMessage {
  return linkMail(to, language, { subject: "mail.reset.subject", intro: "mail.reset.intro", label: "mail.reset.label", outro: "mail.reset.outro" }, siteName, url);
}

import type { MailMessage } from "./mailer.server";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function linkMail(to: string, subject: string, intro: string, label: string, url: string, outro: string): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${label}: ${url}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

export function confirmationMail(to: string, siteName: string, url: string): MailMessage {
  return linkMail(
    to,
    `Confirm your e-mail address for ${siteName}`,
    `Welcome to ${siteName}! Please confirm your e-mail address to finish creating your account.`,
    "Confirm e-mail address",
    url,
    "If you did not create an account, you can ignore this message.",
  );
}

export function existingAccountMail(to: string, siteName: string, url: string): MailMessage {
  return linkMail(
    to,
    `Someone tried to register with your e-mail at ${siteName}`,
    `Somebody (perhaps you) tried to create a new account at ${siteName} with this e-mail address, which already has an account. If you forgot your password, you can choose a new one.`,
    "Reset your password",
    url,
    "If this was not you, you can ignore this message; your account is unchanged.",
  );
}

export function passwordResetMail(to: string, siteName: string, url: string): MailMessage {
  return linkMail(
    to,
    `Reset your password for ${siteName}`,
    `We received a request to reset the password of your account at ${siteName}. The link is valid for one hour.`,
    "Choose a new password",
    url,
    "If you did not ask for this, you can ignore this message; your password stays the same.",
  );
}

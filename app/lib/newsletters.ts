/** Newsletter statuses and the declared transitions between them (the back office and the sending job both go through it). */
export const newsletterStatuses = ["draft", "scheduled", "sending", "paused", "sent", "failed"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/**
 * draft → scheduled (a send time) or sending (send now); scheduled → sending (its time came, or
 * send now) or back to draft; sending → paused, sent (every recipient done) or failed (some
 * recipients failed); paused → sending (resume) or draft is not allowed (recipients exist);
 * failed → sending (retry the failed recipients) or sent (accept the failures).
 */
export const newsletterTransitions: Record<NewsletterStatus, readonly NewsletterStatus[]> = {
  draft: ["scheduled", "sending"],
  scheduled: ["draft", "sending"],
  sending: ["paused", "sent", "failed"],
  paused: ["sending"],
  failed: ["sending", "sent"],
  sent: [],
};

/** Whether `from` → `to` is a declared transition. */
export function canTransitionNewsletter(from: NewsletterStatus, to: NewsletterStatus): boolean {
  return newsletterTransitions[from].includes(to);
}

/** Whether a newsletter's subject and body may still be changed (nothing has been sent yet). */
export function isEditable(status: NewsletterStatus): boolean {
  return status === "draft" || status === "scheduled";
}

/** A subscriber's state: waiting for the link in the confirmation mail, subscribed, or unsubscribed. */
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** A recipient row's state: waiting, claimed by a runner and talking to SMTP, sent, or failed (retryable). */
export const deliveryStatuses = ["pending", "sending", "sent", "failed", "skipped"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

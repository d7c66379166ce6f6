/** The newsletters domain's writes: subscriptions (double opt-in, unsubscribe), composing and sending. */
export {
  confirmSubscription,
  deleteSubscriberData,
  setAccountSubscription,
  subscribe,
  subscribeSchema,
  type SubscribeOutcome,
  unsubscribeByToken,
} from "./subscribers.server";
export {
  appendToBody,
  changeNewsletterState,
  createNewsletter,
  type NewsletterForm,
  newsletterFormSchema,
  scheduleNewsletter,
  sendTestNewsletter,
  updateNewsletter,
} from "./admin.server";
export { runSendJob, type SendJobDeps, type SendJobOptions, startNewsletterJob } from "./job.server";

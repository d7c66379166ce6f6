/** The newsletters domain's reads. */
export { accountSubscription, subscriberExport } from "./subscribers.server";
export { getNewsletter, listNewsletters, productCardHtml, subscriberCount } from "./admin.server";
export { archivedNewsletter, publicNewsletters } from "./archive.server";
export { contentFor, newsletterMail } from "./render.server";
export { newsletterTags } from "./tags";
export { deliveryCounts } from "./job.server";

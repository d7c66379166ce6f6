/**
 * The English strings of the page shown when the root loader itself failed (no UI strings came
 * from the server): the skip link and the status page. The only UI strings the browser bundles;
 * every other one comes from the server with the page (`messagesJson`, see useT).
 */
export const statusMessages = {
  "common.skipToContent": "Skip to content",
  "forbidden.title": "Access denied",
  "forbidden.body": "You do not have permission to open this page.",
  "notFound.title": "Page not found",
  "notFound.body": "The page you are looking for does not exist or has been moved.",
  "notFound.back": "Back to the home page",
  "unavailable.title": "We will be right back",
  "unavailable.body": "The shop cannot reach its database just now. Please try again in a moment.",
  "error.title": "Something went wrong",
  "error.body": "An unexpected error occurred. Please try again.",
} as const;

/** The outcomes of a basket call the visitor is told about (keys of the UI strings). */
export const quoteToasts = [
  "quote.toast.added",
  "quote.toast.removed",
  "quote.toast.cleared",
  "quote.toast.notesSaved",
  "quote.toast.merged",
  "quote.toast.productNotFound",
  "quote.toast.failed",
  "quote.toast.tooMany",
] as const;
export type QuoteToast = (typeof quoteToasts)[number];

const quoteSuccesses: ReadonlySet<string> = new Set<QuoteToast>([
  "quote.toast.added",
  "quote.toast.removed",
  "quote.toast.cleared",
  "quote.toast.notesSaved",
  "quote.toast.merged",
]);

/** The refusals among them, shown as error toasts. */
export const quoteFailures: ReadonlySet<string> = new Set(quoteToasts.filter((key) => !quoteSuccesses.has(key)));

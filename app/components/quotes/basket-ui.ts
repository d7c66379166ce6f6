// The quote basket's controls that only visitors with a quote basket need, in one chunk loaded on demand (./lazy.tsx).
export { QuoteButton } from "./QuoteButton";
export { QuoteSheetSection } from "./QuoteSheetSection";

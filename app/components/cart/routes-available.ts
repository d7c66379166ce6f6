// Pages other issues build: a link to one is shown only once its route module exists, never to a 404.
const quoteCheckout = import.meta.glob("../../routes/quote-checkout.tsx");

/** Whether the quote request checkout (/quote-checkout, the quote issue) is part of this build. */
export const hasQuoteCheckout = Object.keys(quoteCheckout).length > 0;

import type { FetcherWithComponents } from "react-router";
import { ActionForm } from "~/components/ui/action-form";
import type { QuoteActionData, QuoteIntent } from "./use-quote";

/** A form posting one basket call to /quote-checkout (see ActionForm: a plain form before JavaScript, the fetcher after). */
export function QuoteForm(props: {
  fetcher: FetcherWithComponents<QuoteActionData>;
  intent: QuoteIntent;
  className?: string;
  children: React.ReactNode;
  onSubmit?: () => void;
}) {
  return <ActionForm action="/quote-checkout" {...props} />;
}

import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import type { ClientToast } from "./toast-store";

// Ids already shown in this page's life: a re-render never shows the same message twice.
const shown = new Set<string>();

/**
 * The spec's first toast style: 4000 ms, 3 visible, 356 px wide, 14 px apart. (sonner's swipe
 * threshold is fixed at 45 px; the spec's 20 px cannot be configured.)
 */
export default function Toasts({ items }: { items: ClientToast[] }) {
  useEffect(() => {
    for (const item of items) {
      if (shown.has(item.id)) continue;
      shown.add(item.id);
      (item.error ? toast.error : toast)(item.text, { id: item.id, description: item.description });
    }
  }, [items]);
  return (
    <Toaster duration={4000} visibleToasts={3} gap={14} position="bottom-right" style={{ "--width": "356px" } as React.CSSProperties} />
  );
}

import { useEffect } from "react";
import { Toaster, toast } from "sonner";

/**
 * The spec's first toast style: 4000 ms, 3 visible, 356 px wide, 14 px apart. (sonner's swipe
 * threshold is fixed at 45 px; the spec's 20 px cannot be configured.)
 */
export default function Toasts({ message, messageKey }: { message: string; messageKey: string }) {
  useEffect(() => {
    // The key as id: a re-render never shows the same message twice.
    toast(message, { id: messageKey });
  }, [message, messageKey]);
  return <Toaster duration={4000} visibleToasts={3} gap={14} position="bottom-right" style={{ "--width": "356px" } as React.CSSProperties} />;
}

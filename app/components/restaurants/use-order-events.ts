import { useEffect, useRef, useState } from "react";
import { reconnectDelay } from "~/lib/restaurant-orders";

/**
 * Follows an order-event stream (Server-Sent Events). After a lost connection it reconnects after
 * 1, 2, 5, 10 s (then every 10 s) and resumes after the last event it handled, so nothing is
 * missed; an event it already handled (by id) is never handled twice.
 */
export function useOrderEvents<T extends { id: number }>(
  url: string,
  initialLastEventId: number,
  onEvent: (event: T) => void,
): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    let source: EventSource | null = null;
    let timer: number | undefined;
    let attempt = 0;
    let last = initialLastEventId;
    let stopped = false;
    const connect = () => {
      const next = new EventSource(`${url}?lastEventId=${last}`);
      source = next;
      next.addEventListener("open", () => {
        attempt = 0;
        setConnected(true);
      });
      next.addEventListener("order", (message) => {
        let event: T;
        try {
          event = JSON.parse((message as MessageEvent<string>).data) as T;
        } catch {
          return;
        }
        if (event.id <= last) return;
        last = event.id;
        handler.current(event);
      });
      next.addEventListener("error", () => {
        next.close();
        setConnected(false);
        if (stopped) return;
        timer = window.setTimeout(connect, reconnectDelay(attempt++));
      });
    };
    connect();
    return () => {
      stopped = true;
      source?.close();
      window.clearTimeout(timer);
    };
    // The stream is per page; a new initial id (a reload of the loader data) does not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  return { connected };
}

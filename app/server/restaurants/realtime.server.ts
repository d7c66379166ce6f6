import { HEARTBEAT_MS } from "~/lib/restaurant-orders";
import type { Database, DatabaseHandle, Listening } from "../db/client.server";
import type { Logger } from "../logger.server";
import { lastOrderEventId, orderEventById, type OrderEventView, orderEventsSince } from "./order-events-queries.server";

/** The NOTIFY channel the `restaurant_order_events` insert trigger announces events on (migration 0011). */
export const ORDER_EVENTS_CHANNEL = "restaurant_order_events";

export type OrderEventTopic = `order:${string}` | `restaurant:${string}`;
type Subscriber = (event: OrderEventView) => void;

interface Stream {
  send(chunk: Uint8Array): void;
  close(): void;
}

/** Where a stream's bytes go: the HTTP response itself (Express) or a ReadableStream's controller. */
export interface EventSink {
  /** Answers false when the bytes had to be buffered (the client reads slower than we write). */
  write(chunk: Uint8Array): boolean;
  end(): void;
  /** Bytes waiting to be sent. */
  buffered?(): number;
}

/** A stream whose client has this much unsent is closed: it reconnects and resumes from its last event id. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** The event-stream bodies `stream()` made, with the function that writes them to a sink directly. */
const directStreams = new WeakMap<ReadableStream<Uint8Array>, (sink: EventSink) => void>();

/**
 * Writes an event-stream response of `OrderEventHub.stream` straight to `sink` (answers false for
 * any other response). Its body is then never read.
 */
export function attachEventStream(response: Response, sink: EventSink): boolean {
  const begin = response.body ? directStreams.get(response.body) : undefined;
  if (!begin) return false;
  begin(sink);
  return true;
}

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(": heartbeat\n\n");
const CONNECTED = encoder.encode(": connected\n\n");

type Projection = (event: OrderEventView) => unknown;

/**
 * An event's SSE message per projection, encoded once however many streams send it (the event
 * objects a dispatch hands every subscriber are the same; the streams of one kind share their
 * projection, see api.restaurant-events.ts). Entries go with their event.
 */
const encodedMessages = new WeakMap<OrderEventView, Map<Projection, Uint8Array>>();
function messageOf(event: OrderEventView, project: Projection): Uint8Array {
  let byProjection = encodedMessages.get(event);
  if (!byProjection) encodedMessages.set(event, (byProjection = new Map()));
  let message = byProjection.get(project);
  if (!message)
    byProjection.set(project, (message = encoder.encode(`id: ${event.id}\nevent: order\ndata: ${JSON.stringify(project(event))}\n\n`)));
  return message;
}

const RETRY_MS = [250, 1_000, 2_000, 5_000];

/**
 * This process's end of the order-event stream. It listens on PostgreSQL (in-process on PGlite)
 * for new events, reads each once and hands it to the subscribers of its order and restaurant (the
 * SSE connections of tracking pages, queue displays and kitchens). A lost listen connection is
 * reopened, and the events written meanwhile are replayed from the event table. One timer sends
 * every open stream its heartbeat.
 */
export class OrderEventHub {
  readonly #topics = new Map<string, Set<Subscriber>>();
  readonly #streams = new Set<Stream>();
  #lastId = 0;
  #queue: Promise<void> = Promise.resolve();
  #heartbeat: NodeJS.Timeout | undefined;
  #stopped = false;
  #listening: Listening | undefined;
  #wake: (() => void) | undefined;
  #resolveReady!: () => void;
  /** Resolves once this process listens for the first time. */
  readonly ready = new Promise<void>((resolve) => (this.#resolveReady = resolve));

  constructor(
    private readonly db: Database,
    private readonly logger?: Logger,
  ) {}

  /** Starts listening (retrying while the database cannot be reached) and the heartbeat. */
  start(listen: DatabaseHandle["listen"]): void {
    this.#heartbeat = setInterval(() => this.#broadcast(HEARTBEAT), HEARTBEAT_MS);
    this.#heartbeat.unref();
    void this.#run(listen);
  }

  async #run(listen: DatabaseHandle["listen"]): Promise<void> {
    // Where the stream stood before listening: events written while the connection opens are replayed.
    let known = false;
    try {
      this.#lastId = await lastOrderEventId(this.db, "all");
      known = true;
    } catch {
      // The database is not there yet (or not migrated): nothing to replay before the first event.
    }
    for (let attempt = 0; !this.#stopped; attempt++) {
      try {
        this.#listening = await listen(ORDER_EVENTS_CHANNEL, (payload) => this.#heard(payload));
      } catch (error) {
        const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
        if (attempt === 0 || attempt % 10 === 0)
          this.logger?.warn({ err: error, retryInMs: delay }, "order events: cannot listen; retrying");
        await new Promise<void>((resolve) => {
          this.#wake = resolve;
          setTimeout(resolve, delay).unref();
        });
        continue;
      }
      if (this.#stopped) break;
      attempt = -1;
      // What was written while nobody listened comes from the table.
      if (known || this.#lastId > 0) this.#enqueue(() => this.#replay());
      known = true;
      this.#resolveReady();
      const lost = await this.#listening.lost;
      if (this.#stopped) break;
      this.logger?.warn({ err: lost }, "order events: lost the listen connection; reconnecting");
    }
  }

  async #replay(): Promise<void> {
    for (;;) {
      const events = await orderEventsSince(this.db, "all", this.#lastId);
      for (const event of events) this.#dispatch(event);
      if (events.length < 500) return;
    }
  }

  #heard(payload: string): void {
    let id: number;
    try {
      id = Number((JSON.parse(payload) as { id?: unknown }).id);
    } catch {
      return;
    }
    if (!Number.isSafeInteger(id)) return;
    this.#enqueue(async () => {
      const event = await orderEventById(this.db, id);
      if (event) this.#dispatch(event);
    });
  }

  /** One event read at a time, in the order heard. */
  #enqueue(work: () => Promise<void>): void {
    this.#queue = this.#queue
      .then(work)
      .catch((error: unknown) => this.logger?.error({ err: error }, "order events: reading an event failed"));
  }

  #dispatch(event: OrderEventView): void {
    this.#lastId = Math.max(this.#lastId, event.id);
    for (const topic of [`order:${event.orderId}`, `restaurant:${event.restaurantId}`]) {
      for (const subscriber of this.#topics.get(topic) ?? []) subscriber(event);
    }
  }

  /** Calls `subscriber` with every event of `topic` from now on; answers the unsubscribe. */
  subscribe(topic: OrderEventTopic, subscriber: Subscriber): () => void {
    let set = this.#topics.get(topic);
    if (!set) this.#topics.set(topic, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.#topics.delete(topic);
    };
  }

  #broadcast(chunk: Uint8Array): void {
    for (const stream of this.#streams) stream.send(chunk);
  }

  /** Open SSE connections (for tests and the benchmark). */
  get connections(): number {
    return this.#streams.size;
  }

  /**
   * An SSE response for one topic: first the events after `lastEventId` from the table, then live
   * ones, each once (by id), each with its id for resuming. Ends when the client goes.
   *
   * The Express server writes such a response straight to its socket (`attachEventStream`, see
   * server/pages.ts): a live event is then one synchronous `write` of bytes encoded once, with no
   * promise, queue or pump per subscriber. Anyone else (tests) reads the body as a stream.
   */
  stream(
    request: Request,
    topic: OrderEventTopic,
    scope: { orderId: string } | { restaurantId: string },
    lastEventId: number,
    project: Projection = (event) => event,
  ): Response {
    // Only the signal is kept: an idle stream holds no more than it needs (the request's headers and URL go).
    const signal = request.signal;
    let begun = false;
    let cleanup = () => undefined as void;
    const begin = (sink: EventSink) => {
      if (begun) return;
      begun = true;
      cleanup = this.#open(sink, signal, topic, scope, lastEventId, project);
    };
    // highWaterMark 0: nothing starts until someone reads, so a directly attached stream never fills this one.
    const body = new ReadableStream<Uint8Array>(
      {
        pull: (controller) =>
          begin({
            write: (chunk) => (controller.enqueue(chunk), true),
            end: () => controller.close(),
          }),
        cancel: () => cleanup(),
      },
      { highWaterMark: 0 },
    );
    directStreams.set(body, begin);
    return new Response(body, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        // no-transform: the compression middleware leaves the stream alone (it would buffer it).
        "Cache-Control": "no-store, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  }

  /** Opens one stream on `sink`: subscribes, replays from the table, then sends live events; answers its cleanup. */
  #open(
    sink: EventSink,
    signal: AbortSignal,
    topic: OrderEventTopic,
    scope: { orderId: string } | { restaurantId: string },
    lastEventId: number,
    project: Projection,
  ): () => void {
    let open = true;
    const cleanup = () => {
      if (!open) return;
      open = false;
      unsubscribe();
      this.#streams.delete(stream);
      try {
        sink.end();
      } catch {
        // already closed by the client
      }
    };
    const stream: Stream = {
      send: (chunk) => {
        if (!open) return;
        try {
          // A client that reads nothing any more is let go (it reconnects and resumes from its last id).
          if (!sink.write(chunk) && (sink.buffered?.() ?? 0) > MAX_BUFFERED_BYTES) cleanup();
        } catch {
          cleanup();
        }
      },
      close: () => cleanup(),
    };
    let lastSent = lastEventId;
    let replaying = true;
    const buffered: OrderEventView[] = [];
    const write = (event: OrderEventView) => {
      if (event.id <= lastSent) return;
      lastSent = event.id;
      stream.send(messageOf(event, project));
    };
    const unsubscribe = this.subscribe(topic, (event) => (replaying ? buffered.push(event) : write(event)));
    if (signal.aborted) {
      cleanup();
      return cleanup;
    }
    signal.addEventListener("abort", cleanup, { once: true });
    this.#streams.add(stream);
    stream.send(CONNECTED);
    orderEventsSince(this.db, scope, lastEventId).then(
      (events) => {
        for (const event of events) write(event);
        replaying = false;
        for (const event of buffered.sort((a, b) => a.id - b.id)) write(event);
        buffered.length = 0;
      },
      (error: unknown) => {
        this.logger?.error({ err: error }, "order events: replay for a stream failed");
        cleanup();
      },
    );
    return cleanup;
  }

  /** Ends every stream and stops listening (shutdown). */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake?.();
    this.#resolveReady();
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    for (const stream of [...this.#streams]) stream.close();
    await this.#listening?.close();
  }
}

/** The Last-Event-ID a reconnecting client resumes from (header, or the query for our own reconnects). */
export function lastEventIdOf(request: Request): number {
  const raw = request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("lastEventId") ?? "0";
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 0 ? id : 0;
}

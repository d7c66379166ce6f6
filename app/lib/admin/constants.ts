/** Page sizes and limits of the back office, shared by its server code and its pages. */
export const PRODUCT_PAGE_SIZE = 25;
export const ORDER_PAGE_SIZE = 25;
export const USER_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;
export const NOTE_MAX_LENGTH = 2000;
/** An outbox message's delivery states (the outbox table's check constraint holds the same list). */
export const OUTBOX_STATUSES = ["queued", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

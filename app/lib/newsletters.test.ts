import { describe, expect, it } from "vitest";
import { canTransitionNewsletter, isEditable, newsletterStatuses, newsletterTransitions } from "./newsletters";

describe("the newsletter state table", () => {
  it("declares every status, and only known statuses as targets", () => {
    expect(Object.keys(newsletterTransitions).sort()).toEqual([...newsletterStatuses].sort());
    for (const targets of Object.values(newsletterTransitions)) for (const to of targets) expect(newsletterStatuses).toContain(to);
  });

  it("sends a draft now or schedules it, and a scheduled one goes back to draft or starts", () => {
    expect(canTransitionNewsletter("draft", "sending")).toBe(true);
    expect(canTransitionNewsletter("draft", "scheduled")).toBe(true);
    expect(canTransitionNewsletter("scheduled", "draft")).toBe(true);
    expect(canTransitionNewsletter("scheduled", "sending")).toBe(true);
  });

  it("pauses and resumes a send, retries a failed one, and never leaves sent", () => {
    expect(canTransitionNewsletter("sending", "paused")).toBe(true);
    expect(canTransitionNewsletter("paused", "sending")).toBe(true);
    expect(canTransitionNewsletter("failed", "sending")).toBe(true);
    expect(canTransitionNewsletter("sending", "sent")).toBe(true);
    expect(newsletterTransitions.sent).toEqual([]);
    expect(canTransitionNewsletter("draft", "sent")).toBe(false);
    expect(canTransitionNewsletter("paused", "draft")).toBe(false);
    expect(canTransitionNewsletter("sending", "draft")).toBe(false);
  });

  it("lets only drafts and scheduled newsletters be edited", () => {
    expect(newsletterStatuses.filter(isEditable)).toEqual(["draft", "scheduled"]);
  });
});

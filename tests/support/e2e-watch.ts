import type { Page } from "@playwright/test";

/**
 * The URLs the main frame navigates to from now on, client-side navigations included. A history
 * update that keeps the URL (React Router's replaceState at hydration) goes nowhere and is skipped.
 */
export function mainFrameNavigations(page: Page): string[] {
  const urls: string[] = [];
  let current = page.url();
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame() || frame.url() === current) return;
    current = frame.url();
    urls.push(current);
  });
  return urls;
}

/** Path and query of each URL, for comparing navigations. */
export const pathsOf = (urls: string[]) => urls.map((url) => new URL(url).pathname + new URL(url).search);

/** Every search suggestion request the page makes from now on, by its `q`, in order. */
export function suggestionRequests(page: Page): string[] {
  const terms: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/search/suggestions") terms.push(url.searchParams.get("q") ?? "");
  });
  return terms;
}

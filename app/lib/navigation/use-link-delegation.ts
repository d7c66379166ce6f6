import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * Client-side navigation for plain links written as markup (the menus and the footer, which are
 * not React Router `Link`s): one click handler on their container does what `Link` does for a
 * plain left click on a same-origin link, and closes the dropdown panel the link sits in.
 * Modified clicks, new tabs, downloads and other sites are left to the browser.
 */
export function useLinkDelegation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = (event.target as Element).closest("a[href]");
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    const panel = link.closest<HTMLElement>("[popover]");
    if (panel && event.currentTarget.contains(panel)) panel.hidePopover();
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    const to = `${url.pathname}${url.search}${url.hash}`;
    // Like Link: a click on the current page's own link replaces the history entry instead of adding one.
    navigate(to, { replace: to === `${window.location.pathname}${window.location.search}${window.location.hash}` });
  };
}

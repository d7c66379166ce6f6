/**
 * The spec's active-state rule for a menu item, on language-neutral paths: the home item ("/") is
 * active only on the home page; any other item when the current path is its path or lies below
 * it. An item whose URL carries a query (e.g. /products?category=dairy) is active only on that
 * path with those query values.
 */
export function isActiveMenuUrl(itemUrl: string, current: { pathname: string; search: string }): boolean {
  let item: URL;
  try {
    item = new URL(itemUrl, "http://localhost");
  } catch {
    return false;
  }
  const itemPath = trimSlash(item.pathname);
  const currentPath = trimSlash(current.pathname);
  if (itemPath === "/") return currentPath === "/" && matchesQuery(item.searchParams, current.search);
  if (item.searchParams.size > 0) return currentPath === itemPath && matchesQuery(item.searchParams, current.search);
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

function matchesQuery(wanted: URLSearchParams, search: string): boolean {
  const current = new URLSearchParams(search);
  for (const [key, value] of wanted) if (current.get(key) !== value) return false;
  return true;
}

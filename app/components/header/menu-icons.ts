import * as book from "lucide-react/icons/book-open";
import * as fileText from "lucide-react/icons/file-text";
import * as heart from "lucide-react/icons/heart";
import * as home from "lucide-react/icons/house";
import * as info from "lucide-react/icons/info";
import * as grid from "lucide-react/icons/layout-grid";
import * as leaf from "lucide-react/icons/leaf";
import * as mail from "lucide-react/icons/mail";
import * as mapPin from "lucide-react/icons/map-pin";
import * as milk from "lucide-react/icons/milk";
import * as newspaper from "lucide-react/icons/newspaper";
import * as packageIcon from "lucide-react/icons/package";
import * as phone from "lucide-react/icons/phone";
import * as shoppingBag from "lucide-react/icons/shopping-bag";
import * as star from "lucide-react/icons/star";
import * as store from "lucide-react/icons/store";
import * as tag from "lucide-react/icons/tag";
import * as truck from "lucide-react/icons/truck";
import * as users from "lucide-react/icons/users";
import * as utensils from "lucide-react/icons/utensils-crossed";
import * as wheat from "lucide-react/icons/wheat";
import { type IconData, iconDataOf, iconSvg } from "~/lib/static-icon";

/**
 * The fixed icon map for menu items: a stored icon name picks one of these; an unknown name shows
 * no icon. Kept short on purpose: every icon here ships in the first page load. Held as icon data
 * because menus are written as markup strings (menu-markup.ts).
 */
const menuIcons: Record<string, IconData> = Object.fromEntries(
  Object.entries({
    home,
    package: packageIcon,
    milk,
    wheat,
    star,
    leaf,
    grid,
    info,
    mail,
    phone,
    "map-pin": mapPin,
    store,
    "shopping-bag": shoppingBag,
    tag,
    truck,
    users,
    utensils,
    newspaper,
    "file-text": fileText,
    book,
    heart,
  }).map(([name, module]) => [name, iconDataOf(module)]),
);

function lookup(name: string | null | undefined): IconData | null {
  return (name && Object.hasOwn(menuIcons, name) ? menuIcons[name] : null) ?? null;
}

export function hasMenuIcon(name: string | null | undefined): boolean {
  return lookup(name) !== null;
}

/** The decorative <svg> for a stored icon name (the link's text names it); "" for an unknown name. */
export function menuIconSvg(name: string | null | undefined, className: string): string {
  const icon = lookup(name);
  return icon ? iconSvg(icon, className) : "";
}

import { createElement } from "react";
import {
  BookOpen,
  FileText,
  Heart,
  Home,
  Info,
  LayoutGrid,
  Leaf,
  type LucideIcon,
  Mail,
  MapPin,
  Milk,
  Newspaper,
  Package,
  Phone,
  ShoppingBag,
  Star,
  Store,
  Tag,
  Truck,
  Users,
  UtensilsCrossed,
  Wheat,
} from "lucide-react";

/**
 * The fixed icon map for menu items: a stored icon name picks one of these; an unknown name shows
 * no icon. Kept short on purpose: every icon here ships in the first page load.
 */
const menuIcons: Record<string, LucideIcon> = {
  home: Home,
  package: Package,
  milk: Milk,
  wheat: Wheat,
  star: Star,
  leaf: Leaf,
  grid: LayoutGrid,
  info: Info,
  mail: Mail,
  phone: Phone,
  "map-pin": MapPin,
  store: Store,
  "shopping-bag": ShoppingBag,
  tag: Tag,
  truck: Truck,
  users: Users,
  utensils: UtensilsCrossed,
  newspaper: Newspaper,
  "file-text": FileText,
  book: BookOpen,
  heart: Heart,
};

function lookup(name: string | null | undefined): LucideIcon | null {
  return (name && Object.hasOwn(menuIcons, name) ? menuIcons[name] : null) ?? null;
}

export function hasMenuIcon(name: string | null | undefined): boolean {
  return lookup(name) !== null;
}

/** The icon for a stored name, decorative (the link's text names it); nothing for an unknown name. */
export function MenuIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const icon = lookup(name);
  return icon ? createElement(icon, { "aria-hidden": true, className }) : null;
}

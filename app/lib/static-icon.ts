import { createElement, forwardRef, type SVGProps } from "react";

type IconNode = Array<[string, Record<string, string | number>]>;
interface IconData {
  name?: string;
  node: IconNode;
}

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** An icon's inner SVG markup, written once when its module loads. */
export function iconMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${written}></${tag}>`;
    })
    .join("");
}

/**
 * Stands in for lucide-react's `createLucideIcon` in production builds (build-tools/static-icons.ts):
 * the same <svg> as lucide's default (24 px, currentColor, stroke 2, `lucide lucide-{name}` class,
 * aria-hidden unless labelled), with the paths as one precomputed string.
 */
export default function createLucideIcon(iconData: IconData) {
  const inner = { __html: iconMarkup(iconData.node) };
  const baseClass = iconData.name ? `lucide lucide-${iconData.name}` : "lucide";
  const Component = forwardRef<SVGSVGElement, SVGProps<SVGSVGElement>>(function StaticIcon({ className, ...props }, ref) {
    const labelled = Object.keys(props).some((name) => name.startsWith("aria-") || name === "role" || name === "title");
    return createElement("svg", {
      ref,
      xmlns: "http://www.w3.org/2000/svg",
      width: 24,
      height: 24,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: className ? `${baseClass} ${className}` : baseClass,
      ...(labelled ? {} : { "aria-hidden": "true" }),
      ...props,
      dangerouslySetInnerHTML: inner,
    });
  });
  if (iconData.name) Component.displayName = iconData.name;
  return Component;
}

import { createElement, forwardRef, type SVGProps } from "react";

type IconNode = Array<[string, Record<string, string | number>]>;
export interface IconData {
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

/** A lucide icon module's data (`export const __iconData`, beside the component lucide exports by default). */
export function iconDataOf(module: object): IconData {
  const data = (module as { __iconData?: IconData }).__iconData;
  if (!data) throw new Error("not a lucide icon module");
  return data;
}

/** A decorative icon's whole <svg> markup, as StaticIcon renders it, for markup written as a string. */
export function iconSvg(data: IconData, className: string): string {
  const classes = escapeAttribute(data.name ? `lucide lucide-${data.name} ${className}` : `lucide ${className}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${classes}" aria-hidden="true">${iconMarkup(data.node)}</svg>`;
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

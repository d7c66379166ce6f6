import type { FooterColors } from "~/lib/footer";
import type { EditModeMessageKey } from "./messages";

/** The spec's nine footer colour templates, each with its colour set and a short description. */
export const footerTemplates: Array<{ name: string; description: EditModeMessageKey; colors: FooterColors }> = [
  {
    name: "Soft Blue",
    description: "editMode.template.softBlue",
    colors: { backgroundColor: "#eff6ff", textColor: "#1e3a5f", linkColor: "#1d4ed8", linkHoverColor: "#1e40af", borderColor: "#bfdbfe" },
  },
  {
    name: "Warm Cream",
    description: "editMode.template.warmCream",
    colors: { backgroundColor: "#fdf8ee", textColor: "#4a3b2a", linkColor: "#8a5a2b", linkHoverColor: "#6b4420", borderColor: "#eadcc4" },
  },
  {
    name: "Lavender Mist",
    description: "editMode.template.lavenderMist",
    colors: { backgroundColor: "#f5f3ff", textColor: "#3b3355", linkColor: "#6d28d9", linkHoverColor: "#5b21b6", borderColor: "#ddd6fe" },
  },
  {
    name: "Mint Fresh",
    description: "editMode.template.mintFresh",
    colors: { backgroundColor: "#ecfdf5", textColor: "#1f3d33", linkColor: "#047857", linkHoverColor: "#065f46", borderColor: "#a7f3d0" },
  },
  {
    name: "Coral Sunset",
    description: "editMode.template.coralSunset",
    colors: { backgroundColor: "#fff1ee", textColor: "#4a2521", linkColor: "#b42318", linkHoverColor: "#912018", borderColor: "#fecdca" },
  },
  {
    name: "Sky Light",
    description: "editMode.template.skyLight",
    colors: { backgroundColor: "#f0f9ff", textColor: "#0c3b57", linkColor: "#0369a1", linkHoverColor: "#075985", borderColor: "#bae6fd" },
  },
  {
    name: "Rose Garden",
    description: "editMode.template.roseGarden",
    colors: { backgroundColor: "#fff1f2", textColor: "#4c1d2a", linkColor: "#be123c", linkHoverColor: "#9f1239", borderColor: "#fecdd3" },
  },
  {
    name: "Stone Elegant",
    description: "editMode.template.stoneElegant",
    colors: { backgroundColor: "#f5f5f4", textColor: "#292524", linkColor: "#44403c", linkHoverColor: "#1c1917", borderColor: "#d6d3d1" },
  },
  {
    name: "Ocean Depth",
    description: "editMode.template.oceanDepth",
    colors: { backgroundColor: "#0c2d48", textColor: "#e0f2fe", linkColor: "#7dd3fc", linkHoverColor: "#bae6fd", borderColor: "#1e4d70" },
  },
];

/** Footer colours, stored as JSON content under footer / colors. */
export interface FooterColors {
  backgroundColor: string;
  textColor: string;
  linkColor: string;
  linkHoverColor: string;
  borderColor: string;
}

export const defaultFooterColors: FooterColors = {
  backgroundColor: "#f8fafc",
  textColor: "#334155",
  linkColor: "#1f5135",
  linkHoverColor: "#14532d",
  borderColor: "#e2e8f0",
};

export const colorPattern = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-zA-Z]{3,20})$/;

/** Reads stored footer colours, keeping only values that are safe CSS colours. */
export function parseFooterColors(stored: string | undefined): FooterColors {
  if (!stored) return defaultFooterColors;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return defaultFooterColors;
  }
  if (!parsed || typeof parsed !== "object") return defaultFooterColors;
  const colors = { ...defaultFooterColors };
  for (const key of Object.keys(colors) as Array<keyof FooterColors>) {
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value === "string" && colorPattern.test(value.trim())) colors[key] = value.trim();
  }
  return colors;
}

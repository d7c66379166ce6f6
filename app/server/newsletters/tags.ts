/** Page-cache tags of the newsletter pages (ADR 0008): the public list, and one archived newsletter. */
export const newsletterTags = {
  archive: "newsletters",
  one: (shareableUrl: string) => `newsletter:${shareableUrl}`,
} as const;

import { z } from "zod";
import { adminMessages } from "./messages";

/** A back-office strings file: a flat object of non-empty strings with exactly the English file's keys. */
export const adminMessagesSchema = z.record(z.string(), z.string().trim().min(1)).superRefine((table, context) => {
  for (const key of Object.keys(table))
    if (!(key in adminMessages.en)) context.addIssue({ code: "custom", message: `unknown key ${key}`, path: [key] });
  for (const key of Object.keys(adminMessages.en))
    if (!(key in table)) context.addIssue({ code: "custom", message: `missing key ${key}`, path: [key] });
});

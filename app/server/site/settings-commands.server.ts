import { eq } from "drizzle-orm";
import { z } from "zod";
import { isFlagUrl } from "~/lib/admin/catalog-forms";
import type { Database } from "../db/client.server";
import { factories, factorySettings } from "../db/schema";
import { type HeaderMenuStyle, headerLogoStyles, headerMenuStyles } from "../db/schema/factories";
import { recordAudit } from "../backoffice/audit.server";
import { loadSettings } from "./settings-queries.server";
import type { AdminActor } from "../backoffice/guard.server";

export { headerLogoStyles, headerMenuStyles };

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : null));
const imageUrl = optional(500).refine((value) => value === null || isFlagUrl(value), { message: "url" });

/** The settings form: the factory's details and its site's presentation. */
export const settingsSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: optional(2000),
  address: optional(300),
  phone: optional(40),
  email: optional(200).refine((value) => value === null || z.email().safeParse(value).success, { message: "email" }),
  website: optional(300).refine((value) => value === null || /^https?:\/\/\S+$/.test(value), { message: "url" }),
  organizationNumber: optional(20).refine((value) => value === null || /^\d{9}$/.test(value.replace(/\s/g, "")), { message: "orgnr" }),
  siteName: z.string().trim().min(1).max(120),
  companyName: optional(120),
  showCompanyNameInHeader: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  headerMenuStyle: z.enum(headerMenuStyles),
  headerLogoStyle: z.enum(headerLogoStyles),
  headerLogoWidth: z.coerce.number().int().min(8).max(400),
  headerLogoHeight: z.coerce.number().int().min(8).max(200),
  headerMaxLogoWidth: z.coerce.number().int().min(8).max(800),
  logoUrl: imageUrl,
  faviconUrl: imageUrl,
  contactPhone: optional(40),
  contactEmail: optional(200).refine((value) => value === null || z.email().safeParse(value).success, { message: "email" }),
});
export type SettingsInput = z.infer<typeof settingsSchema>;

const factoryFields = ["name", "description", "address", "phone", "email", "website", "organizationNumber"] as const;

/** Saves the factory's details and settings in one transaction, audited; the triggers drop every cached page. */
export async function saveSettings(db: Database, actor: AdminActor, input: SettingsInput): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadSettings(tx, actor.factoryId);
    const factoryChange = Object.fromEntries(factoryFields.map((field) => [field, input[field]])) as Pick<
      SettingsInput,
      (typeof factoryFields)[number]
    >;
    const {
      name: _name,
      description: _description,
      address: _address,
      phone: _phone,
      email: _email,
      website: _website,
      organizationNumber: _org,
      ...settingsChange
    } = input;
    await tx
      .update(factories)
      .set({ ...factoryChange, updatedAt: new Date() })
      .where(eq(factories.id, actor.factoryId));
    await tx
      .insert(factorySettings)
      .values({ factoryId: actor.factoryId, ...settingsChange })
      .onConflictDoUpdate({ target: factorySettings.factoryId, set: { ...settingsChange, updatedAt: new Date() } });
    const after = await loadSettings(tx, actor.factoryId);
    await recordAudit(tx, actor, { action: "settings.update", entityType: "settings", entityId: actor.factoryId, before, after });
  });
}

/**
 * The in-place editor's header menu style (factory_settings); false when the factory has no settings
 * row. The settings trigger drops every cached page.
 */
export async function saveHeaderMenuStyle(db: Database, factoryId: string, style: HeaderMenuStyle): Promise<boolean> {
  const updated = await db
    .update(factorySettings)
    .set({ headerMenuStyle: style })
    .where(eq(factorySettings.factoryId, factoryId))
    .returning({ factoryId: factorySettings.factoryId });
  return updated.length > 0;
}

/**
 * Points the factory's logo or favicon at an uploaded image, inside the uploading transaction; false
 * (nothing written) when the factory has no settings row. The settings trigger drops every cached page.
 */
export async function setSiteImage(tx: Database, factoryId: string, purpose: "logo" | "favicon", url: string): Promise<boolean> {
  const updated = await tx
    .update(factorySettings)
    .set(purpose === "logo" ? { logoUrl: url } : { faviconUrl: url })
    .where(eq(factorySettings.factoryId, factoryId))
    .returning({ factoryId: factorySettings.factoryId });
  return updated.length > 0;
}

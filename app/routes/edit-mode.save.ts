import { z } from "zod";
import { editModeMessages } from "~/components/edit-mode/messages";
import { colorPattern } from "~/lib/footer";
import { defaultMessages } from "~/lib/i18n/messages";
import { footerSectionKeys, headerMenuStyles, revisionKinds } from "~/server/db/schema";
import { requireEditor } from "~/server/edit-mode/access.server";
import { readFooterSection, saveFooterLinkTitle, saveFooterSection } from "~/server/edit-mode/footer.server";
import { readMenu, saveMenu } from "~/server/edit-mode/menu.server";
import { revertRevision } from "~/server/edit-mode/revert.server";
import { listRevisions } from "~/server/edit-mode/revisions.server";
import { balancedMessage, saveMenuItemTitle, saveUiString } from "~/server/edit-mode/strings.server";
import { saveHeaderMenuStyle } from "~/server/site/settings-commands.server";
import { savePageText } from "~/server/edit-mode/texts.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/edit-mode.save";

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "Invalid page");
const contentKey = z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,99}$/, "Invalid content key");
const color = z.string().trim().regex(colorPattern, "Not a colour");
const section = z.enum(footerSectionKeys);
const linkUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine(
    (url) => (url.startsWith("/") && !url.startsWith("//")) || /^(https?:\/\/|mailto:|tel:)/i.test(url),
    "Links go to a path of the site, http(s), mailto: or tel:",
  );
const links = z
  .array(
    z.object({
      id: z.string().max(64).nullish(),
      title: z.string().trim().min(1).max(200),
      url: linkUrl,
      isExternal: z.boolean(),
      translations: z.record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/), z.string().max(200)).optional(),
    }),
  )
  .max(50);

const uiStringKeys = new Set([...Object.keys(defaultMessages), ...Object.keys(editModeMessages)]);

const menuItem = z.object({
  id: z.string().max(64).nullish(),
  title: z.string().trim().min(1).max(200),
  url: linkUrl,
  isExternal: z.boolean(),
});
const menu = z.array(menuItem.extend({ children: z.array(menuItem).max(50).optional() })).max(50);

// "1" when the value started as an AI translation draft (recorded on the revision).
const machineDrafted = z.literal("1").optional();

const save = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("text"),
    page: slug,
    key: contentKey,
    value: z.string().max(20_000),
    machineDrafted,
  }),
  z.object({
    intent: z.literal("colors"),
    backgroundColor: color,
    textColor: color,
    linkColor: color,
    linkHoverColor: color,
    borderColor: color,
  }),
  z.object({ intent: z.literal("footer-section"), section, links: z.string().max(100_000) }),
  z.object({ intent: z.literal("footer-link"), id: z.uuid(), section, title: z.string().trim().min(1).max(200), machineDrafted }),
  z.object({ intent: z.literal("revert"), revisionId: z.uuid() }),
  z.object({
    intent: z.literal("ui-string"),
    key: z.string().refine((key) => uiStringKeys.has(key), "Unknown UI string"),
    value: z.string().trim().min(1).max(2_000).refine(balancedMessage, "Every { needs its }"),
    machineDrafted,
  }),
  z.object({ intent: z.literal("menu-item"), id: z.uuid(), title: z.string().trim().min(1).max(200), machineDrafted }),
  z.object({ intent: z.literal("header-style"), style: z.enum(headerMenuStyles) }),
  z.object({ intent: z.literal("menu"), items: z.string().max(100_000) }),
]);

/** A form field holding JSON, checked by `schema`: the data, or what is wrong (`invalid` when it is no JSON at all). */
function jsonField<T>(
  schema: z.ZodType<T>,
  text: string,
  invalid: string,
): { success: true; data: T } | { success: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { success: false, message: invalid };
  }
  const checked = schema.safeParse(value);
  return checked.success ? { success: true, data: checked.data } : { success: false, message: checked.error.issues[0]?.message ?? invalid };
}

const fail = (error: string, status: number) => Response.json({ ok: false, error }, { status });

/**
 * Every Edit Mode save, in the language of the URL (`/en/edit-mode/save` edits English): page
 * texts, footer colours, a footer section, one footer link's title, a UI string, a menu item's
 * title, the menu's items, the header menu style, a revert. Admins only (403),
 * origin-checked before it runs; answers JSON the editors read. Each write records its revision
 * and the page-cache triggers drop exactly the cached pages it changes.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const editor = await requireEditor(request, context);
  const parsed = save.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Invalid input", 400);
  const call = parsed.data;
  const scope = { ...editor, languageCode: language.languageCode };
  try {
    switch (call.intent) {
      case "text":
        return Response.json({
          ok: true,
          ...(await savePageText(context.db, scope, {
            pageSlug: call.page,
            contentKey: call.key,
            value: call.value,
            machineDrafted: call.machineDrafted === "1",
          })),
        });
      case "colors": {
        const { intent: _intent, ...colors } = call;
        return Response.json({
          ok: true,
          ...(await savePageText(context.db, scope, { pageSlug: "footer", contentKey: "colors", value: colors })),
        });
      }
      case "footer-section": {
        const checked = jsonField(links, call.links, "Invalid links");
        if (!checked.success) return fail(checked.message, 400);
        const saved = await saveFooterSection(
          context.db,
          { ...scope, defaultLanguageCode: language.defaultCode },
          call.section,
          checked.data,
        );
        return Response.json({ ok: true, links: saved });
      }
      case "footer-link":
        return Response.json({
          ok: true,
          ...(await saveFooterLinkTitle(context.db, scope, {
            id: call.id,
            section: call.section,
            title: call.title,
            machineDrafted: call.machineDrafted === "1",
          })),
        });
      case "ui-string":
        return Response.json({
          ok: true,
          ...(await saveUiString(context.db, scope, { key: call.key, value: call.value, machineDrafted: call.machineDrafted === "1" })),
        });
      case "menu-item": {
        const saved = await saveMenuItemTitle(context.db, scope, {
          id: call.id,
          title: call.title,
          machineDrafted: call.machineDrafted === "1",
        });
        return saved ? Response.json({ ok: true, ...saved }) : fail("Menu item not found", 404);
      }
      case "menu": {
        const checked = jsonField(menu, call.items, "Invalid menu");
        if (!checked.success) return fail(checked.message, 400);
        return Response.json({
          ok: true,
          menu: await saveMenu(context.db, { ...scope, defaultLanguageCode: language.defaultCode }, checked.data),
        });
      }
      case "header-style":
        return (await saveHeaderMenuStyle(context.db, scope.factoryId, call.style))
          ? Response.json({ ok: true, style: call.style })
          : fail("No factory settings", 404);
      case "revert": {
        const reverted = await revertRevision(context.db, editor, call.revisionId);
        return reverted ? Response.json({ ok: true, ...reverted }) : fail("Revision not found", 404);
      }
    }
  } catch (error) {
    context.logger.error({ err: error, intent: call.intent }, "edit mode save failed");
    return fail("Save failed", 500);
  }
}

const history = z.object({ kind: z.enum(revisionKinds), target: z.string().min(1).max(300) });
const sectionQuery = z.object({ section });

/** A field's revisions (newest first) for the history dialog, or the stored links of a footer section or the menu for their dialogs: admins only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const editor = await requireEditor(request, context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (query.menu === "1")
    return Response.json(
      { ok: true, menu: await readMenu(context.db, editor.factoryId) },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  const wantsSection = sectionQuery.safeParse(query);
  if (wantsSection.success) {
    return Response.json(
      { ok: true, links: await readFooterSection(context.db, editor.factoryId, wantsSection.data.section) },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  const parsed = history.safeParse(query);
  if (!parsed.success) return fail("Invalid history request", 400);
  const languageCode = parsed.data.kind === "footer_section" ? null : language.languageCode;
  const revisions = await listRevisions(context.db, {
    factoryId: editor.factoryId,
    kind: parsed.data.kind,
    target: parsed.data.target,
    languageCode,
  });
  return Response.json({ ok: true, revisions }, { headers: { "Cache-Control": "private, no-store" } });
}

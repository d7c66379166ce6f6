import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { formatMessage, type MessageValues } from "~/lib/message-format";
import { useAdminState } from "~/lib/personal";

/**
 * Edit Mode's English UI strings. They ship in Edit Mode's own chunks, not in every visitor's
 * bundle; the translations table overrides them per language (keys `editMode.*`, sent to admins only).
 */
export const editModeMessages = {
  "editMode.turnOn": "Edit Mode",
  "editMode.turnOff": "Exit Edit",
  "editMode.edit": "Edit {field}",
  "editMode.field": "Text {field}",
  "editMode.save": "Save",
  "editMode.cancel": "Cancel",
  "editMode.saving": "Saving...",
  "editMode.saveFailed": "Failed to save. Please try again.",
  "editMode.history": "History of {field}",
  "editMode.historyTitle": "Revision history",
  "editMode.historyEmpty": "No revisions yet.",
  "editMode.historyLoadFailed": "Failed to load the revisions.",
  "editMode.revert": "Revert",
  "editMode.reverted": "Reverted to the chosen revision.",
  "editMode.before": "Before",
  "editMode.after": "After",
  "editMode.close": "Close",
  "editMode.manageLinks": "Manage Footer Links",
  "editMode.customizeColors": "Customize Footer Colors",
  "editMode.colorTemplates": "Color Templates",
  "editMode.customColors": "Custom Colors",
  "editMode.saveChanges": "Save Changes",
  "editMode.addLink": "Add Link",
  "editMode.newLink": "New Link",
  "editMode.linkTitle": "Title",
  "editMode.linkUrl": "URL",
  "editMode.linkExternal": "External link (opens in a new tab)",
  "editMode.linkTitleIn": "Title in {language}",
  "editMode.moveUp": "Move up",
  "editMode.moveDown": "Move down",
  "editMode.remove": "Remove",
  "editMode.applyCustom": "Apply Custom Colors",
  "editMode.resetDefault": "Reset to Default",
  "editMode.error": "Error",
  "editMode.saveTranslationFailed": "Failed to save translation. Please try again.",
  "editMode.sectionFailed": "Failed to update footer section. Please try again.",
  "editMode.loadLinksFailed": "Failed to load footer links",
  "editMode.templateApplied": "Template Applied",
  "editMode.templateAppliedText": "{name} color scheme has been applied.",
  "editMode.customApplied": "Custom Colors Applied",
  "editMode.translationUpdated": "Translation Updated",
  "editMode.translationUpdatedText": "Footer link updated for {language}",
  "editMode.sectionUpdated": "Section Updated",
  "editMode.sectionUpdatedText": "Footer section has been updated successfully.",
  "editMode.color.backgroundColor": "Background",
  "editMode.color.textColor": "Text",
  "editMode.color.linkColor": "Links",
  "editMode.color.linkHoverColor": "Links on hover",
  "editMode.color.borderColor": "Border",
  "editMode.colorPicker": "{name} picker",
  "editMode.siteTexts": "Site texts",
  "editMode.siteTextsIntro": "The texts of the menu and of buttons, labels and messages, in the language of this page.",
  "editMode.uiTexts": "UI Texts",
  "editMode.menuTitles": "Menu",
  "editMode.filter": "Filter",
  "editMode.matches": "{shown} of {count}",
  "editMode.saved": "Saved.",
  "editMode.formatting": "Formatting",
  "editMode.bold": "Bold",
  "editMode.italic": "Italic",
  "editMode.heading": "Heading {level}",
  "editMode.bulletList": "Bullet list",
  "editMode.orderedList": "Numbered list",
  "editMode.table": "Table",
  "editMode.address": "Link or image address",
  "editMode.link": "Link",
  "editMode.unlink": "Remove link",
  "editMode.image": "Image",
  "editMode.headerStyle": "Header style",
  "editMode.headerStyleIntro": "How the header shows the logo and the menu, for every visitor.",
  "editMode.preview": "Preview",
  "editMode.apply": "Apply",
  "editMode.manageMenu": "Manage Menu",
  "editMode.manageMenuIntro": "The header menu's items and their sub-items; titles in the language of this page.",
  "editMode.addItem": "Add item",
  "editMode.addChild": "Add sub-item",
  "editMode.newItem": "New item",
  "editMode.siteImages": "Logo and favicon",
  "editMode.uploadHint": "PNG, JPEG, GIF, WebP or ICO, at most 10 MB.",
  "editMode.logo": "Logo",
  "editMode.favicon": "Favicon",
  "editMode.upload": "Upload",
  "editMode.uploaded": "Uploaded.",
  "editMode.uploadTooLarge": "The file is larger than 10 MB.",
  "editMode.uploadNotImage": "The file is not a PNG, JPEG, GIF, WebP or ICO image.",
  "editMode.template.softBlue": "Calm light blue with navy links.",
  "editMode.template.warmCream": "Warm cream with brown accents.",
  "editMode.template.lavenderMist": "Soft lavender with deep purple links.",
  "editMode.template.mintFresh": "Fresh mint with forest green links.",
  "editMode.template.coralSunset": "Warm coral with deep red links.",
  "editMode.template.skyLight": "Bright sky blue with ocean links.",
  "editMode.template.roseGarden": "Gentle rose with berry links.",
  "editMode.template.stoneElegant": "Neutral stone grey with charcoal links.",
  "editMode.template.oceanDepth": "Dark ocean blue with light text.",
  "editMode.translateFrom": "Translate from {language}",
  "editMode.translating": "Drafting…",
  "editMode.machineDrafted": "Machine-drafted: check each draft before saving it.",
  "editMode.draftIn": "Draft in {language}: {field}",
  "editMode.saveIn": "Save in {language}",
  "editMode.draftSaved": "Saved in {language}",
  "editMode.closeDrafts": "Close drafts",
  "editMode.machineDraftedRevision": "started as an AI draft",
  "editMode.noOtherLanguage": "There is no other active language to translate into.",
  "editMode.nothingToTranslate": "There is no text to translate.",
} as const;

export type EditModeMessageKey = keyof typeof editModeMessages;

let parsed: { json: string; messages: Record<string, string> } | undefined;

/** The admin-only JSON of Edit Mode strings, parsed once per text. */
function messagesOf(json: string): Record<string, string> {
  if (parsed?.json !== json) parsed = { json, messages: JSON.parse(json) as Record<string, string> };
  return parsed.messages;
}

/** Translates Edit Mode's strings in the page's language (the admin-only JSON of the root loader), falling back to English. */
export function useEditT(): (key: EditModeMessageKey, values?: MessageValues) => string {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { editor } = useAdminState();
  const messages = messagesOf(editor?.messagesJson ?? "{}");
  const locale = root?.language.code ?? "en";
  return (key, values) => formatMessage(messages[key] ?? editModeMessages[key], values, locale);
}

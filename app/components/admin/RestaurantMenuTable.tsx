import { Form } from "react-router";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { useAdminT } from "~/lib/admin/use-admin-t";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { allergens, dietaryTags } from "~/lib/restaurant-menu";
import { AdminTable, inputClass, secondaryButtonClass } from "./AdminLayout";

export interface RestaurantMenuRow {
  productId: string;
  name: string;
  category: string;
  isAvailable: boolean;
  price: string;
  allergens: readonly string[];
  dietaryTags: readonly string[];
}

/** The answer to a dish's form, shown in that dish's row. */
export interface MenuItemAnswer {
  ok: boolean;
  message: AdminMessageKey;
  productId: string | null;
  price: string;
}

/** The restaurant's menu on its back-office page: one form per dish (price, availability, allergens, dietary tags). */
export function RestaurantMenuTable({ items, answer }: { items: readonly RestaurantMenuRow[]; answer: MenuItemAnswer | null }) {
  const t = useAdminT();
  const shopT = useT();
  return (
    <section aria-labelledby="restaurant-menu" className="mt-10">
      <h2 id="restaurant-menu" className="text-xl font-semibold text-slate-900">
        {t("admin.restaurant.menu")}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("admin.restaurant.menuEmpty")}</p>
      ) : (
        <AdminTable
          columns={[
            { label: t("admin.restaurant.item") },
            { label: t("admin.restaurant.price") },
            { label: t("admin.restaurant.allergens") },
          ]}
        >
          {items.map((item) => {
            const answered = answer && answer.productId === item.productId ? answer : null;
            const formId = `item-${item.productId}`;
            return (
              <tr key={item.productId} data-menu-item={item.name} className="align-top">
                <td className="px-3 py-2">
                  <p className="font-medium text-slate-900">{item.name}</p>
                  <p className="text-xs text-slate-600">{item.category}</p>
                  <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
                    <input form={formId} type="checkbox" name="isAvailable" defaultChecked={item.isAvailable} className="size-4" />
                    {t("admin.restaurant.available")}
                  </label>
                </td>
                <td className="px-3 py-2">
                  <Form method="post" id={formId} key={answered ? `${formId}-${answered.ok}` : formId} className="space-y-2">
                    <input type="hidden" name="intent" value="item" />
                    <input type="hidden" name="productId" value={item.productId} />
                    <input
                      name="price"
                      inputMode="decimal"
                      aria-label={`${t("admin.restaurant.price")}: ${item.name}`}
                      defaultValue={answered && !answered.ok ? answered.price : item.price}
                      aria-invalid={answered && !answered.ok ? true : undefined}
                      className={`${inputClass} w-28`}
                    />
                    {answered ? (
                      <p role={answered.ok ? "status" : "alert"} className={`text-xs ${answered.ok ? "text-green-800" : "text-red-700"}`}>
                        {t(answered.message)}
                      </p>
                    ) : null}
                    <button type="submit" className={secondaryButtonClass} aria-label={`${t("admin.restaurant.saveItem")}: ${item.name}`}>
                      {t("admin.restaurant.saveItem")}
                    </button>
                  </Form>
                </td>
                <td className="px-3 py-2">
                  <fieldset>
                    <legend className="sr-only">{`${t("admin.restaurant.allergens")}: ${item.name}`}</legend>
                    <div className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs sm:grid-cols-3">
                      {allergens.map((allergen) => (
                        <label key={allergen} className="flex items-center gap-1">
                          <input
                            form={formId}
                            type="checkbox"
                            name="allergens"
                            value={allergen}
                            defaultChecked={item.allergens.includes(allergen)}
                          />
                          {shopT(`allergen.${allergen}` as MessageKey)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <fieldset className="mt-2">
                    <legend className="text-xs font-medium text-slate-700">{t("admin.restaurant.dietaryTags")}</legend>
                    <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
                      {dietaryTags.map((tag) => (
                        <label key={tag} className="flex items-center gap-1">
                          <input
                            form={formId}
                            type="checkbox"
                            name="dietaryTags"
                            value={tag}
                            defaultChecked={item.dietaryTags.includes(tag)}
                          />
                          {shopT(`diet.${tag}` as MessageKey)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </section>
  );
}

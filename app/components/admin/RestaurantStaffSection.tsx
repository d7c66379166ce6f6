import { Form } from "react-router";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from "./AdminLayout";

export interface RestaurantStaffMember {
  userId: string;
  email: string;
  name: string;
  /** Already formatted for the back office. */
  since: string;
}

/** The restaurant's kitchen staff on its back-office page: add a member by e-mail, remove one. */
export function RestaurantStaffSection({
  staff,
  answer,
}: {
  staff: readonly RestaurantStaffMember[];
  /** The last staff form's answer: whether it succeeded and the e-mail to show again. */
  answer: { ok: boolean; email: string } | null;
}) {
  const t = useAdminT();
  return (
    <section aria-labelledby="restaurant-staff" className="mt-10">
      <h2 id="restaurant-staff" className="text-xl font-semibold text-slate-900">
        {t("admin.restaurants.staff")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("admin.restaurant.staffIntro")}</p>
      <Form method="post" key={answer ? `staff-${answer.ok}-${staff.length}` : "staff"} className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="addStaff" />
        <div className="min-w-64 grow sm:grow-0">
          <label htmlFor="field-staff-email" className={labelClass}>
            {t("admin.restaurant.staffEmail")}
          </label>
          <input
            id="field-staff-email"
            type="email"
            name="email"
            required
            autoComplete="off"
            defaultValue={answer ? answer.email : ""}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass}>
          {t("admin.restaurant.staffAdd")}
        </button>
      </Form>
      {staff.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("admin.restaurant.staffEmpty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {staff.map((member) => (
            <li
              key={member.userId}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
              data-staff-email={member.email}
            >
              <p>
                <span className="font-medium text-slate-900">{member.email}</span>{" "}
                <span className="text-slate-600">
                  · {member.name} · {t("admin.restaurant.staffSince", { date: member.since })}
                </span>
              </p>
              <Form method="post">
                <input type="hidden" name="intent" value="removeStaff" />
                <input type="hidden" name="userId" value={member.userId} />
                <button type="submit" className={secondaryButtonClass} aria-label={`${t("admin.restaurant.staffRemove")}: ${member.email}`}>
                  {t("admin.restaurant.staffRemove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

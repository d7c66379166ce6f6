import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { ACCEPTED_IMAGE_TYPES, type ImageOutcome, isImageOutcome, MAX_IMAGE_SIZE_MB } from "~/lib/admin/image-rules";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonClass } from "./AdminLayout";

export const imageOutcomeMessage = (outcome: ImageOutcome): AdminMessageKey =>
  outcome === "primary" ? "admin.image.primary_set" : `admin.image.${outcome}`;

/**
 * The image upload form. Without JavaScript: a file field and a button (a plain multipart post).
 * With it: a drop zone as well, and the upload goes through XMLHttpRequest for its progress bar.
 */
export function ImageUploader({ action }: { action: string }) {
  const t = useAdminT();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ImageOutcome | null>(null);
  const [dragging, setDragging] = useState(false);

  const upload = (file: File) => {
    setOutcome(null);
    const body = new FormData();
    body.append("image", file);
    const request = new XMLHttpRequest();
    request.open("POST", action);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => setProgress(event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : 0);
    request.onload = () => {
      setProgress(null);
      let answer: unknown = null;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        answer = null;
      }
      const code = (answer as { outcome?: string } | null)?.outcome ?? null;
      setOutcome(isImageOutcome(code) ? code : "bad_request");
      if (input.current) input.current.value = "";
      void revalidator.revalidate();
    };
    request.onerror = () => {
      setProgress(null);
      setOutcome("bad_request");
    };
    setProgress(0);
    request.send(body);
  };

  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={(event) => {
        const file = input.current?.files?.[0];
        if (!hydrated || !file) return;
        event.preventDefault();
        upload(file);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) upload(file);
      }}
      className={`rounded-lg border-2 border-dashed p-4 ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300"}`}
    >
      <label htmlFor="image-file" className="block text-sm font-medium text-slate-800">
        {hydrated ? t("admin.image.chooseOrDrop") : t("admin.image.choose")}
      </label>
      <input
        id="image-file"
        ref={input}
        type="file"
        name="image"
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        aria-describedby="image-rules"
        className="mt-2 block w-full text-sm"
      />
      <p id="image-rules" className="mt-1 text-xs text-slate-600">
        {t("admin.image.rules", { max: MAX_IMAGE_SIZE_MB })}
      </p>
      <button type="submit" className={`${buttonClass} mt-3`} disabled={progress !== null}>
        {t("admin.image.upload")}
      </button>
      {progress !== null ? (
        <div className="mt-3">
          <progress max={100} value={progress} aria-label={t("admin.image.progress")} className="w-full" />
        </div>
      ) : null}
      {outcome ? (
        <p
          role={outcome === "uploaded" ? "status" : "alert"}
          className={`mt-3 text-sm ${outcome === "uploaded" ? "text-green-800" : "text-red-700"}`}
        >
          {t(imageOutcomeMessage(outcome))}
        </p>
      ) : null}
    </form>
  );
}

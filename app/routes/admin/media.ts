import { data } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import type { MediaLibraryItem } from "~/media/library";
import { listMedia, storeUpload } from "~/media/upload.server";
import { MAX_UPLOAD_BYTES, UploadError } from "~/media/validate.server";
import type { Route } from "./+types/media";

// The media library as JSON for the image fields' picker, and a direct upload endpoint.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const assets = await listMedia();
  const items: MediaLibraryItem[] = assets.map(({ id, url, filename, alt_text, width, height, variants }) => ({
    id,
    url,
    filename,
    alt_text,
    width,
    height,
    variants,
  }));
  return data({ items }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request, { resource: true });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_UPLOAD_BYTES + 64 * 1024) {
    return data({ ok: false as const, error: "L'image dépasse 10 Mo." }, { status: 413 });
  }
  const formData = await request.formData().catch(() => null);
  const file = formData?.get("file");
  const alt = formData?.get("alt");
  if (!(file instanceof File) || file.size === 0) {
    return data({ ok: false as const, error: "Choisissez un fichier image." }, { status: 400 });
  }
  if (typeof alt !== "string" || !alt.trim()) {
    return data({ ok: false as const, error: "Décrivez l'image (texte alternatif) pour l'envoyer." }, { status: 400 });
  }
  try {
    const asset = await storeUpload(file, alt);
    return data({ ok: true as const, url: asset.url, width: asset.width, height: asset.height });
  } catch (error) {
    if (error instanceof UploadError) return data({ ok: false as const, error: error.message }, { status: 400 });
    throw error;
  }
}

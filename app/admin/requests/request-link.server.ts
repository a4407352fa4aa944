// The request file's 'Lien du client' forms (client-link-panel.tsx), posted to
// /admin/contact/demandes/<id>/lien: the route checks the admin role first, then comes here, and
// every answer goes back to the file with a toast.

import { z } from "zod";
import { getDb } from "~/db/client.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ClientLinkActionSchema } from "~/orders/client-link-schema";
import { ClientLinkError } from "~/orders/client-links.server";
import { adminRequestPath } from "~/requests/access.server";
import { rotateRequestLink } from "~/requests/request-links.server";

export async function handleRequestLinkAction(param: string | undefined, request: Request, actor: string) {
  const id = z.uuid().safeParse(param);
  if (!id.success) return redirectWithToast("/admin/contact", { type: "error", title: "Lien non changé", description: "Demande introuvable." }, { status: 303 });
  const back = adminRequestPath(id.data);
  const parsed = ClientLinkActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirectWithToast(back, { type: "error", title: "Lien non changé", description: parsed.error.issues[0]!.message }, { status: 303 });
  try {
    const { sentTo } = await rotateRequestLink(getDb(), id.data, parsed.data, actor);
    return redirectWithToast(
      back,
      sentTo
        ? { type: "success", title: "Nouveau lien envoyé", description: `Le lien part à ${sentTo} ; les anciens liens ne s'ouvrent plus.` }
        : { type: "success", title: "Liens révoqués", description: "Les liens du client ne s'ouvrent plus. Aucun e-mail n'est envoyé." },
      { status: 303 },
    );
  } catch (error) {
    if (error instanceof ClientLinkError) return redirectWithToast("/admin/contact", { type: "error", title: "Lien non changé", description: error.message }, { status: 303 });
    throw error;
  }
}

import { useActionData, useLoaderData, useLocation } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { handleContentAction } from "~/admin/content/action.server";
import { NOT_FOUND_NOTICE } from "~/admin/content/intent";
import { loadPanel } from "~/admin/content/loader.server";
import { SEO_PANEL } from "~/admin/content/panels";
import { PanelForm } from "~/admin/components/panel-form";
import { PanelList, type ListRow } from "~/admin/components/panel-list";
import { SeoPreview } from "~/admin/components/seo-preview";
import { TranslationTodo } from "~/admin/components/translation-todo";
import { PUBLIC_ROUTES } from "~/lib/site-map";
import type { Route } from "./+types/seo";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadPanel(request, SEO_PANEL);
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return handleContentAction(request, SEO_PANEL);
}

export const meta: Route.MetaFunction = () => [{ title: "SEO | Administration Imagine" }, { name: "robots", content: "noindex" }];

export default function AdminSeo() {
  const { rows, editing, editMissing, translations, translationStatus } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const covered = new Set(rows.map((row) => String(row.route)));
  const missing = PUBLIC_ROUTES.filter((route) => !covered.has(route));
  return (
    <div className="grid grid-cols-1 gap-6">
      {/* From the small breakpoint the SEO tab shows where the admin is (the title is then for screen readers); a phone has no tabs. */}
      <h1 className="font-display text-2xl font-bold sm:sr-only">SEO des pages</h1>
      <PanelForm
        key={location.key}
        panel={SEO_PANEL}
        cancelTo={location.pathname}
        state={{
          editing,
          translations,
          submitted: failed?.values,
          errors: failed?.errors,
          message: failed?.message ?? (editMissing ? NOT_FOUND_NOTICE : undefined),
        }}
        aside={(values) => <SeoPreview route={values.route ?? ""} title={values.title ?? ""} description={values.description ?? ""} />}
      />
      {translationStatus ? <TranslationTodo panel={SEO_PANEL} status={translationStatus} rows={rows} /> : null}
      {missing.length > 0 ? (
        <p className="rounded-lg border border-dashed bg-card p-4 text-sm text-muted-foreground">
          Sans métadonnées propres (titre et description tirés de la section hero) : {missing.join(", ")}
        </p>
      ) : null}
      <PanelList
        panel={SEO_PANEL}
        rows={rows as ListRow[]}
        editingId={editing?.id}
        renderMeta={(row) => {
          const keywords = row.keywords as string[];
          return keywords.length > 0 ? <p className="truncate text-xs text-muted-foreground">{keywords.join(", ")}</p> : null;
        }}
      />
    </div>
  );
}

import { data, useActionData, useLoaderData, useLocation } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { handleContentAction } from "~/admin/content/action.server";
import { loadPanel } from "~/admin/content/loader.server";
import { CUSTOMIZE_PANELS, getPanel, isCustomizePanelId, withVatRates, type PanelConfig } from "~/admin/content/panels";
import { getDb } from "~/db/client.server";
import { getTaxRates } from "~/orders/taxes.server";
import { PanelForm } from "~/admin/components/panel-form";
import { PanelList, type ListRow } from "~/admin/components/panel-list";
import { SubTabs } from "~/admin/components/admin-tabs";
import { TranslationTodo } from "~/admin/components/translation-todo";
import { NOT_FOUND_NOTICE } from "~/admin/content/intent";
import type { Route } from "./+types/customize-panel";

function panelOr404(id: string): PanelConfig {
  const panel = isCustomizePanelId(id) ? getPanel(id) : undefined;
  if (!panel) throw data("Ce panneau n'existe pas.", { status: 404 });
  return panel;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const panel = panelOr404(params.panel);
  // The products', packages' and services' VAT rate chooses among the settings' list (issue 37).
  const [taxes, loaded] = await Promise.all([getTaxRates(getDb()), loadPanel(request, panel)]);
  return { panelId: panel.id, vatRates: taxes.vat_rates, defaultVatRate: taxes.vat_rate, ...loaded };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const panel = panelOr404(params.panel);
  const taxes = await getTaxRates(getDb());
  return handleContentAction(request, withVatRates(panel, taxes.vat_rates, taxes.vat_rate));
}

export const meta: Route.MetaFunction = ({ data }) => {
  const panel = data ? getPanel(data.panelId) : undefined;
  return [{ title: `${panel ? `${panel.tab} · ` : ""}Personnalisation | Administration Imagine` }, { name: "robots", content: "noindex" }];
};

export default function CustomizePanel() {
  const { panelId, rows, editing, editMissing, vatRates, defaultVatRate, translations, translationStatus } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const panel = withVatRates(getPanel(panelId)!, vatRates, defaultVatRate, typeof editing?.vat_rate === "string" ? editing.vat_rate : null);
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="grid grid-cols-1 gap-6">
      {/* From the small breakpoint the tabs show where the admin is (the title is then for screen readers); a phone has no tabs. */}
      <h1 className="font-display text-2xl font-bold sm:sr-only">Personnalisation : {panel.tab}</h1>
      <SubTabs
        label="Sections du site"
        current={panel.id}
        tabs={CUSTOMIZE_PANELS.map((p) => ({ id: p.id, label: p.tab, to: `/admin/customize/${p.id}` }))}
      />
      <PanelForm
        // A new location (success redirect, edit, cancel) resets the form to what the server says.
        key={location.key}
        panel={panel}
        cancelTo={location.pathname}
        state={{
          editing,
          translations,
          submitted: failed?.values,
          errors: failed?.errors,
          message: failed?.message ?? (editMissing ? NOT_FOUND_NOTICE : undefined),
        }}
      />
      {translationStatus ? <TranslationTodo panel={panel} status={translationStatus} rows={rows} /> : null}
      <PanelList panel={panel} rows={rows as ListRow[]} editingId={editing?.id} />
    </div>
  );
}

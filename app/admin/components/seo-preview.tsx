const SITE = "imagine-events.tn";

/**
 * How the page may look in a search result: search engines cut titles near 60 characters and
 * descriptions near 155, so the preview cuts there too.
 */
export function SeoPreview({ route, title, description }: { route: string; title: string; description: string }) {
  const cut = (text: string, max: number) => ([...text].length > max ? `${[...text].slice(0, max - 1).join("").trimEnd()}…` : text);
  const path = route && route !== "/" ? route.split("/").filter(Boolean).join(" › ") : "";
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">Aperçu dans les résultats de recherche</figcaption>
      <div className="rounded-lg border bg-card p-4 shadow-xs" data-testid="seo-preview">
        <p className="truncate text-xs text-muted-foreground">
          {SITE}
          {path ? ` › ${path}` : ""}
        </p>
        <p className="mt-1 text-lg leading-snug text-info">{cut(title || "Titre de la page", 60)}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {cut(description || "La description de la page apparaîtra ici.", 155)}
        </p>
      </div>
    </figure>
  );
}

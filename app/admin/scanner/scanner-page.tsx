import { CircleAlert, FileText, History, Keyboard, LoaderCircle, ScanQrCode, Search, Tags } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { ARTICLE_SEARCH_MAX, ARTICLE_SEARCH_PARAM, LABELS_CATEGORY_PARAM, LABELS_PATH, productLabelsPath } from "~/equipment/labels/labels-query";
import { historyPath } from "~/equipment/paths";
import { ShopNav } from "~/admin/components/shop-nav";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { DEPOT_CATEGORIES } from "~/lib/rental-categories";
import { CameraScanner } from "./camera-scanner";
import { ORDER_FIELD, ORDER_FIELD_HINT, ORDER_FIELD_MAX } from "~/equipment/order-number-field";
import type { ScannerPageData } from "./scanner-page.server";

const SCANNER_PATH = "/admin/shop/scanner";

/**
 * 'Scanner', the shop tab's page for a phone at the depot (issue 23): the camera reads a packing
 * list's or a label's QR code and opens the order's depot page or the product's history; the
 * order's number typed does the same, as a plain GET form (before JavaScript, and without it).
 */
export function ScannerPage({ data }: { data: ScannerPageData }) {
  const navigation = useNavigation();
  const opening = navigation.state !== "idle" && navigation.location?.pathname !== SCANNER_PATH;
  const searching = navigation.state === "loading" && navigation.location?.pathname === SCANNER_PATH && navigation.location.search.includes(`${ORDER_FIELD}=`);
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <ShopNav />
      <header className="grid gap-1">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">Scanner</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">
          Ouvrez une commande au dépôt depuis le QR code de son bon de sortie, ou l'historique d'un article depuis son étiquette.
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section aria-labelledby="scanner-camera-title" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <h2 id="scanner-camera-title" className="flex items-center gap-2 text-lg font-bold">
            <ScanQrCode className="size-5 text-primary" aria-hidden />
            Lire un QR code
          </h2>
          <CameraScanner origins={data.origins} />
        </section>

        <section aria-labelledby="scanner-number-title" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <h2 id="scanner-number-title" className="flex items-center gap-2 text-lg font-bold">
            <Keyboard className="size-5 text-primary" aria-hidden />
            Saisir le numéro
          </h2>
          {/* Remade after each answer, so that what was typed shows again with its message. */}
          <Form method="get" action={SCANNER_PATH} key={data.typed} className="grid gap-3">
            <div className="grid gap-2">
              <Label htmlFor="scanner-order">Numéro de commande</Label>
              <Input
                id="scanner-order"
                name={ORDER_FIELD}
                defaultValue={data.typed}
                required
                maxLength={ORDER_FIELD_MAX}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                enterKeyHint="go"
                placeholder="CMD-000042"
                aria-invalid={data.error ? true : undefined}
                aria-describedby={data.error ? "scanner-order-hint scanner-order-error" : "scanner-order-hint"}
                className="h-12 text-lg tabular-nums md:text-lg"
              />
              <p id="scanner-order-hint" className="text-sm text-muted-foreground">
                {ORDER_FIELD_HINT}
              </p>
              {data.error ? (
                <p id="scanner-order-error" role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium">
                  <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                  {data.error}
                </p>
              ) : null}
            </div>
            <Button type="submit" size="lg" className="h-14 w-full" disabled={searching || opening}>
              {searching || opening ? <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden /> : <FileText className="size-5" aria-hidden />}
              Ouvrir la commande
            </Button>
          </Form>
        </section>
      </div>

      <LabelsSection article={data.article} />
    </div>
  );
}

/**
 * The QR labels to stick on cases: the catalogue's sheet, or one product's found by its name (a GET
 * form, as the number's), with its history beside it.
 */
function LabelsSection({ article }: { article: ScannerPageData["article"] }) {
  const linkClass = "inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline";
  return (
    <section aria-labelledby="scanner-labels-title" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="grid gap-1">
        <h2 id="scanner-labels-title" className="flex items-center gap-2 text-lg font-bold">
          <Tags className="size-5 text-primary" aria-hidden />
          Étiquettes QR
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">
          À coller sur les caisses : le code ouvre l'historique de l'article et ses unités en maintenance. Planches A4 de 14 étiquettes (99,1 × 38,1 mm).
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <Form method="get" action={SCANNER_PATH} className="grid gap-2" key={article?.q ?? ""}>
          <Label htmlFor="scanner-article">Étiquettes d'un article</Label>
          <div className="flex gap-2">
            <Input
              id="scanner-article"
              name={ARTICLE_SEARCH_PARAM}
              type="search"
              defaultValue={article?.q ?? ""}
              required
              maxLength={ARTICLE_SEARCH_MAX}
              autoComplete="off"
              enterKeyHint="search"
              placeholder="Nom de l'article"
              className="h-12"
            />
            <Button type="submit" variant="outline" className="h-12 shrink-0">
              <Search className="size-4" aria-hidden />
              Chercher
            </Button>
          </div>
        </Form>
        <Form method="get" action={LABELS_PATH} reloadDocument className="grid gap-2">
          <Label htmlFor="scanner-labels-category">Étiquettes du catalogue</Label>
          {/* One above the other on a phone: "Tout le catalogue" stays whole. */}
          <div className="grid gap-2 sm:flex">
            <NativeSelect id="scanner-labels-category" name={LABELS_CATEGORY_PARAM} defaultValue="" className="h-12 min-w-0">
              <option value="">Tout le catalogue</option>
              {DEPOT_CATEGORIES.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ))}
            </NativeSelect>
            <Button type="submit" variant="outline" className="h-12 shrink-0">
              <FileText className="size-4" aria-hidden />
              Imprimer (PDF)
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">Une étiquette par article, rayon par rayon.</p>
        </Form>
      </div>
      {article ? (
        article.matches.length === 0 ? (
          <p role="status" className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
            Aucun article ne contient « {article.q} ».
          </p>
        ) : (
          <div className="grid gap-2">
            <ul aria-label={`Articles trouvés pour « ${article.q} »`} className="grid divide-y rounded-lg border">
              {article.matches.map((match) => (
                <li key={match.id} className="grid gap-1 px-3 py-2 sm:flex sm:items-center sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    <p className="font-medium break-words">{match.name}</p>
                    <p className="text-xs text-muted-foreground">{match.category}</p>
                  </div>
                  <div className="flex flex-wrap gap-x-4">
                    <a href={productLabelsPath(match.id)} className={linkClass} aria-label={`Étiquettes de ${match.name} (PDF)`}>
                      <FileText className="size-4" aria-hidden />
                      Étiquettes (PDF)
                    </a>
                    <Link to={historyPath(match.id)} className={linkClass} aria-label={`Historique de ${match.name}`}>
                      <History className="size-4" aria-hidden />
                      Historique
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
            {article.more ? <p className="text-sm text-muted-foreground">D'autres articles correspondent : précisez le nom.</p> : null}
          </div>
        )
      ) : null}
    </section>
  );
}

import { ImageIcon, Library, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { errorAria, fieldErrorId } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";
import type { FieldConfig } from "~/admin/content/fields";
import { IMAGE_ALT_SUFFIX, IMAGE_FILE_SUFFIX } from "~/admin/content/intent";
import { ACCEPTED_IMAGE_TYPES, libraryThumbnail, type MediaLibraryItem } from "~/media/library";

/**
 * An image of a content item: a URL (typed, pasted or picked from the media library) or a file
 * uploaded with the form. The server checks and stores the file, then puts its URL in the field.
 */
export function ImageField({
  field,
  value,
  error,
  onChange,
  className,
}: {
  field: FieldConfig;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = `field-${field.name}`;
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState("");
  const [libraryOpen, setLibraryOpen] = useState(false);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const shown = preview ?? (value || null);
  return (
    <fieldset className={cn("grid gap-3 rounded-lg border bg-muted/40 p-4", className)} aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="px-1 text-sm font-medium">
        {field.label}
        {field.required ? " *" : ""}
      </legend>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-card">
          {shown ? (
            <img src={shown} alt="Aperçu" width={112} height={112} className="size-full object-contain" />
          ) : (
            <ImageIcon className="size-8 text-muted-foreground" aria-hidden />
          )}
        </div>
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={id}>Adresse de l'image</Label>
            <div className="flex gap-2">
              <Input
                id={id}
                name={field.name}
                value={value}
                placeholder="/uploads/… ou https://…"
                onChange={(e) => onChange(e.target.value)}
                {...errorAria(id, error)}
              />
              <Button type="button" variant="outline" onClick={() => setLibraryOpen(true)}>
                <Library aria-hidden />
                Médiathèque
              </Button>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-file`}>Ou téléverser un fichier</Label>
            <Input
              id={`${id}-file`}
              name={field.name + IMAGE_FILE_SUFFIX}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              className="h-auto py-1.5"
              onChange={(e) => {
                const file = e.target.files?.[0];
                setPreview(file ? URL.createObjectURL(file) : null);
              }}
            />
            <p className="text-xs text-muted-foreground">JPEG, PNG, WebP, AVIF ou SVG, 10 Mo au plus.</p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-alt`}>Texte alternatif de l'image</Label>
            <Input
              id={`${id}-alt`}
              name={field.name + IMAGE_ALT_SUFFIX}
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
              placeholder="Ce que montre l'image"
            />
            <p className="text-xs text-muted-foreground">Demandé pour tout envoi, lu par les lecteurs d'écran.</p>
          </div>
        </div>
      </div>
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <MediaLibraryDialog
        open={libraryOpen}
        onOpenChange={setLibraryOpen}
        onPick={(item) => {
          onChange(item.url);
          setAlt(item.alt_text);
          setPreview(null);
          setLibraryOpen(false);
        }}
      />
    </fieldset>
  );
}

function MediaLibraryDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (item: MediaLibraryItem) => void;
}) {
  const fetcher = useFetcher<{ items: MediaLibraryItem[] }>();
  const { load, state } = fetcher;
  useEffect(() => {
    if (open) void load("/admin/media");
  }, [open, load]);
  const items = fetcher.data?.items;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Médiathèque</DialogTitle>
          <DialogDescription>Choisissez une image déjà envoyée.</DialogDescription>
        </DialogHeader>
        {!items && state !== "idle" ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Chargement…
          </p>
        ) : items && items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune image pour le moment : téléversez-en une depuis un formulaire.</p>
        ) : (
          <ul className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-4">
            {items?.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onPick(item)}
                  className="group grid w-full gap-1 rounded-md border bg-card p-2 text-left text-xs hover:border-primary focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <img
                    src={libraryThumbnail(item)}
                    alt={item.alt_text || item.filename}
                    width={160}
                    height={120}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded object-cover"
                  />
                  <span className="truncate font-medium">{item.alt_text || item.filename}</span>
                  <span className="text-muted-foreground">
                    {item.width}×{item.height}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { Play } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { videoEmbedUrl } from "~/content/video";
import { cn } from "~/lib/utils";

/**
 * The round video button of the home hero. Radix mounts the dialog's content only while it is
 * open, so the provider's iframe (and its requests) exists only after a click.
 */
export function VideoDialogButton({ url, title, className }: { url: string | null; title: string; className?: string }) {
  const src = videoEmbedUrl(url, { autoplay: true });
  if (!src) return null;
  return (
    <Dialog>
      <DialogTrigger
        className={cn(
          "group inline-flex size-20 items-center justify-center rounded-full bg-brand-gradient text-white shadow-2xl ring-8 ring-white/10 transition-transform hover:scale-105 focus-visible:ring-ring",
          className,
        )}
        aria-label="Regarder la vidéo"
      >
        <Play className="ml-1 size-8 fill-current" aria-hidden="true" />
      </DialogTrigger>
      <DialogContent className="justify-center bg-night text-night-foreground sm:max-w-4xl sm:border-white/10">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="sr-only">Vidéo de présentation de l'agence</DialogDescription>
        <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-black">
          <iframe
            src={src}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}

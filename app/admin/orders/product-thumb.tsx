import { Package } from "lucide-react";

/** A product's picture on an order line (the items snapshot's image), or a neutral tile. */
export function ProductThumb({ src }: { src: string }) {
  return src ? (
    <img src={src} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-md border bg-muted object-cover" />
  ) : (
    <span className="grid size-14 shrink-0 place-items-center rounded-md border bg-muted" aria-hidden>
      <Package className="size-6 text-muted-foreground" />
    </span>
  );
}

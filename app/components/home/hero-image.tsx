import { ContentImage } from "~/components/content-image";

/** The hero's picture, under the video button; the brand gradient when none is set. */
export function HeroImage({ imageUrl }: { imageUrl: string | null }) {
  if (!imageUrl) return <div className="aspect-[4/3] w-full rounded-3xl bg-brand-gradient opacity-80" />;
  return (
    <ContentImage
      src={imageUrl}
      alt=""
      width={1200}
      height={900}
      priority
      sizes="(min-width: 1024px) 45vw, 100vw"
      imgClassName="aspect-[4/3] w-full rounded-3xl object-cover shadow-2xl ring-1 ring-white/10"
    />
  );
}

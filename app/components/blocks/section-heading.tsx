import { cn } from "~/lib/utils";

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "light" | "night";
  className?: string;
}) {
  return (
    <div className={cn("mx-auto mb-10 max-w-3xl text-center", className)}>
      {eyebrow && (
        <p className={cn("mb-2 text-sm font-semibold tracking-widest uppercase", tone === "night" ? "text-gold" : "text-gold-text")}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {intro && <p className={cn("mt-4 text-lg", tone === "night" ? "text-night-muted" : "text-muted-foreground")}>{intro}</p>}
    </div>
  );
}

import { Icon } from "~/components/icon";
import type { Testimonial } from "~/content/page-blocks.server";
import { frenchFallback, type WithFallbacks } from "~/content/translatable";
import { cx } from "~/lib/class-names";
import { SectionHeading } from "./section-heading";
import { useMessages } from "~/i18n/messages";

function Rating({ value }: { value: number }) {
  return (
    <p role="img" className="flex gap-0.5" aria-label={`Note : ${value} sur 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" className={cx("size-4", i < value ? "fill-gold text-gold" : "text-border")} />
      ))}
    </p>
  );
}

export function TestimonialsBlock({ testimonials }: { testimonials: (Testimonial & WithFallbacks)[] }) {
  const m = useMessages().site.blocks;
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading id="testimonials-title" eyebrow={m.testimonialsEyebrow} title={m.testimonialsTitle} />
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((t) => (
          <figure key={t.id} className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
            <Icon name="quote" className="size-8 text-primary/40" />
            <Rating value={t.rating} />
            <blockquote className="text-foreground/90" {...frenchFallback(t, "content")}>
              {t.content}
            </blockquote>
            <figcaption className="mt-auto flex items-center gap-3">
              {t.avatar_url ? (
                <img src={t.avatar_url} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-full object-cover" />
              ) : (
                <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground">
                  {t.author_name.charAt(0)}
                </span>
              )}
              <span>
                <span className="block font-semibold">{t.author_name}</span>
                {(t.author_position || t.author_company) && (
                  <span className="block text-sm text-muted-foreground">
                    {t.author_position ? <span {...frenchFallback(t, "author_position")}>{t.author_position}</span> : null}
                    {t.author_position && t.author_company ? ", " : null}
                    {/* A company's own name, shown as it is written in every language. */}
                    {t.author_company ? <span translate="no">{t.author_company}</span> : null}
                  </span>
                )}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

import type { Feature } from "~/content/page-blocks.server";
import { frenchFallback, type WithFallbacks } from "~/content/translatable";
import { SectionHeading } from "./section-heading";
import { useMessages } from "~/i18n/messages";

/** Numbered steps (features with section_name 'etapes'), e.g. the 5-step method. */
export function MethodBlock({ steps }: { steps: (Feature & WithFallbacks)[] }) {
  const m = useMessages().site.blocks;
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="method-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading id="method-title" eyebrow={m.methodEyebrow} title={m.methodTitle(steps.length)} />
      <ol className="grid gap-4">
        {steps.map((step, index) => (
          <li key={step.id} className="flex gap-5 rounded-2xl border bg-card p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-gradient font-display text-xl font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <h3 className="text-xl font-semibold">
                <span className="sr-only">Étape {index + 1} : </span>
                <span {...frenchFallback(step, "title")}>{step.title}</span>
              </h3>
              {step.description && (
                <p className="mt-1 text-muted-foreground" {...frenchFallback(step, "description")}>
                  {step.description}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

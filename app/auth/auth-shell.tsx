import { Link } from "react-router";
import { useLocalizedPath, useMessages } from "~/i18n/messages";
import { cn } from "~/lib/utils";

/**
 * The frame of the account pages: a night band with the brand, a light card for the form.
 * Full height on phones; on wide screens the pitch sits beside the card.
 */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  const messages = useMessages();
  const words = messages.auth.shell;
  const home = useLocalizedPath()("/");
  return (
    <main className="relative isolate flex min-h-dvh flex-col bg-night text-night-foreground">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute -top-32 -inset-s-24 size-96 rounded-full bg-brand-gradient opacity-25 blur-3xl" />
        <div className="absolute -inset-e-24 bottom-0 size-80 rounded-full bg-gold opacity-10 blur-3xl" />
      </div>
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-5 py-5 md:px-8">
        <Link to={home} className="flex items-center gap-2.5 rounded-md" aria-label={messages.layout.homeOf("Imagine")}>
          <img src="/favicon.svg" alt="" width={36} height={36} className="size-9 rounded-lg" />
          <span className="font-display text-xl font-bold tracking-tight">Imagine</span>
        </Link>
        <Link to={home} className="text-sm text-night-muted underline-offset-4 hover:text-night-foreground hover:underline">
          {words.backToSite}
        </Link>
      </header>
      <div className="mx-auto grid w-full max-w-6xl flex-1 items-start gap-10 px-5 pt-4 pb-12 md:px-8 md:pt-12 lg:grid-cols-[1fr_440px] lg:items-center lg:gap-16 lg:pt-0">
        <section className="hidden lg:block">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold uppercase">{words.eyebrow}</p>
          <p className="mt-4 font-display text-5xl leading-tight font-bold">
            Imagine : <span className="text-brand-gradient">We Make It Real</span>
          </p>
          <p className="mt-6 max-w-md text-lg text-night-muted">
            {words.pitch}
          </p>
        </section>
        <section className="w-full">
          <div className="rounded-2xl bg-card p-6 text-card-foreground shadow-2xl sm:p-8">
            <h1 className="font-display text-3xl font-bold">{title}</h1>
            <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p>
            <div className="mt-6">{children}</div>
          </div>
        </section>
      </div>
    </main>
  );
}

/** A server message shown in the page, for visitors without JavaScript (the toast needs it). */
export function FormAlert({ title, description, className }: { title?: string; description?: string; className?: string }) {
  if (!title) return null;
  return (
    <div role="alert" className={cn("rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm", className)}>
      <p className="font-medium text-destructive">{title}</p>
      {description ? <p className="mt-1 break-words text-foreground/80">{description}</p> : null}
    </div>
  );
}

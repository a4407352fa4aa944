import { useLocation } from "react-router";
import { LOCALE_NAMES, LOCALES, localizedPath, splitLocalePath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/messages";
import { cx } from "~/lib/class-names";

const SHORT_NAMES = { fr: "FR", en: "EN", ar: "ع" } as const;

/**
 * The same page in the other languages (ADR 021). Plain links, not router links: a language is a
 * new document with its own catalogue. The click is remembered (i18n/locale-choice.ts).
 */
export function LanguageSwitcher({ variant, className }: { variant: "header" | "panel" | "footer"; className?: string }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { path } = splitLocalePath(pathname);
  const label = useMessages().language.label;
  return (
    <nav aria-label={label} className={cx(variant === "header" && "flex items-center", className)}>
      <ul className={cx("flex list-none items-center", variant === "header" ? "gap-0.5" : "gap-3", variant === "footer" && "flex-wrap")}>
        {LOCALES.map((other) => {
          const current = other === locale;
          return (
            <li key={other}>
              <a
                href={`${localizedPath(other, path)}${search}`}
                hrefLang={other}
                lang={other}
                data-locale-switch={other}
                aria-current={current ? "true" : undefined}
                title={variant === "header" ? LOCALE_NAMES[other] : undefined}
                className={cx(
                  variant === "header"
                    ? "inline-flex h-10 min-w-9 items-center justify-center rounded-md px-2 text-xs font-semibold text-night-foreground/80 hover:bg-white/10 hover:text-night-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=true]:text-gold"
                    : variant === "panel"
                      ? "inline-flex h-11 items-center rounded-md px-3 text-sm font-medium hover:bg-accent aria-[current=true]:text-primary aria-[current=true]:underline"
                      : "inline-flex min-h-6 items-center hover:text-night-foreground aria-[current=true]:text-gold",
                )}
              >
                {variant === "header" ? (
                  <>
                    <span aria-hidden="true">{SHORT_NAMES[other]}</span>
                    <span className="sr-only">{LOCALE_NAMES[other]}</span>
                  </>
                ) : (
                  LOCALE_NAMES[other]
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

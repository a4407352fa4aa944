// A public page is served with only the CSS rules its markup uses (ADR 007,
// lib/inline-stylesheet.server.ts) and a low-priority prefetch of the whole stylesheet. Applying
// that file restyles the whole document (some 250 ms of main thread on a throttled phone), so it
// is applied only once the page needs a rule it may not have: at the visitor's first pointer or
// key press (a menu, a dialog, a link to another page are about to render), or when markup with a
// class the page did not have appears (a toast, a message drawn after hydration). Until then the
// served rules paint the page exactly as the whole file would (tests/e2e/public-seo.spec.ts).

import { unescapeCss } from "~/lib/css-escapes";

const PREFETCH_SELECTOR = "link[data-whole-stylesheet]";
const TRIGGERS = ["pointerdown", "keydown", "touchstart"] as const;

/** Whether `element` or anything inside it has a class `test` accepts. */
function someClassWithin(element: Element, test: (name: string) => boolean): boolean {
  for (const name of element.classList) if (test(name)) return true;
  for (const inner of element.querySelectorAll("[class]")) for (const name of inner.classList) if (test(name)) return true;
  return false;
}

/** The class names the selectors of these rules name, at any depth (@layer, @media, @supports). */
export function classesOfRules(rules: CSSRuleList | undefined, into = new Set<string>()): Set<string> {
  for (const rule of rules ?? []) {
    if ("selectorText" in rule && typeof rule.selectorText === "string") {
      for (const match of rule.selectorText.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-])+)/g)) into.add(unescapeCss(match[1]!));
    }
    if ("cssRules" in rule) classesOfRules(rule.cssRules as CSSRuleList, into);
  }
  return into;
}

/** Watches the page from hydration on; applies the whole stylesheet once, when first needed. */
export function applyWholeStylesheetWhenNeeded(doc: Document = document): void {
  const prefetch = doc.querySelector<HTMLLinkElement>(PREFETCH_SELECTOR);
  if (!prefetch) return;
  // The classes the served rules cover, and those already in the page (some have no rule at all).
  const known = classesOfRules(doc.querySelector<HTMLStyleElement>("style[data-inline-href]")?.sheet?.cssRules);
  someClassWithin(doc.body, (name) => {
    known.add(name);
    return false;
  });

  let applied = false;
  const apply = () => {
    if (applied) return;
    applied = true;
    observer.disconnect();
    for (const type of TRIGGERS) doc.removeEventListener(type, apply, true);
    const sheet = doc.createElement("link");
    sheet.rel = "stylesheet";
    sheet.href = prefetch.getAttribute("href") ?? prefetch.href;
    doc.head.append(sheet);
  };
  const isNew = (name: string) => !known.has(name);
  const observer = new MutationObserver((records) => {
    const changed = records.flatMap((record) => (record.type === "attributes" ? [record.target] : [...record.addedNodes]));
    if (changed.some((node) => node instanceof Element && someClassWithin(node, isNew))) apply();
  });
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
  for (const type of TRIGGERS) doc.addEventListener(type, apply, { capture: true, passive: true });
}

import postcss, { type ChildNode, type Container } from "postcss";
import { unescapeCss } from "./css-escapes";

// The rules of the site's stylesheet that one rendered page uses (ADR 007, update of issue 39):
// a public page carries these inline and paints at once, and the whole stylesheet, linked at the
// end of <body>, arrives for what hydration and client navigation add. 92 KB of CSS in every
// page's HTML became the 35–40 KB a page uses.
//
// A rule is kept when one of its selectors names only classes the page's HTML carries; rules
// naming no class (the reset, the theme's variables, @font-face, @property, keyframes) are always
// kept. The order of the stylesheet is kept, so the cascade is the same as with the whole file.

type Node =
  /** A style rule: kept when one of `selectors` has all its classes in the page (null: always). */
  | { kind: "rule"; text: string; selectors: string[][] | null }
  /** An at-rule with a block (@media, @layer, @supports): kept when something inside is. */
  | { kind: "block"; open: string; children: Node[] }
  /** Anything else, as it is (@property, @font-face, @keyframes, a declaration, @layer a, b;). */
  | { kind: "text"; text: string };

export type UsedStyles = (classes: ReadonlySet<string>) => string;

/** Names that group or mark elements for a variant (`group-hover:`, `peer-checked:`), always there when used. */
const MARKER_CLASSES = new Set(["group", "peer"]);


/**
 * The classes a selector needs on the page. Those inside `:not(…)` say what must be absent and
 * are not counted.
 */
export function classesOfSelector(selector: string): string[] {
  let outside = selector;
  // Innermost first, so that a :not() inside another pseudo-class goes too.
  for (let previous = ""; previous !== outside; ) {
    previous = outside;
    outside = outside.replace(/:not\(([^()]|\\[()])*\)/g, "");
  }
  const names = [...outside.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-])+)/g)].map((match) => unescapeCss(match[1]!));
  return names.filter((name) => !MARKER_CLASSES.has(name));
}

/** At-rules that hold style rules; any other (@font-face, @property, @keyframes) is kept whole. */
const CONDITIONAL_AT_RULES = new Set(["media", "supports", "layer", "container", "scope", "starting-style", "document"]);

function toNode(node: ChildNode): Node {
  if (node.type === "rule") {
    const selectors = node.selectors.map(classesOfSelector);
    return { kind: "rule", text: node.toString(), selectors: selectors.every((names) => names.length === 0) ? null : selectors };
  }
  if (node.type === "atrule" && node.nodes && CONDITIONAL_AT_RULES.has(node.name.toLowerCase())) {
    return { kind: "block", open: `@${node.name}${node.raws.afterName ?? " "}${node.params}${node.raws.between ?? ""}{`, children: childrenOf(node) };
  }
  return { kind: "text", text: node.toString() + (node.type === "atrule" && !node.nodes ? ";" : "") };
}

function childrenOf(container: Container): Node[] {
  return (container.nodes ?? []).filter((node) => node.type !== "comment").map(toNode);
}

function serialize(nodes: Node[], classes: ReadonlySet<string>): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "text") out += node.text;
    else if (node.kind === "rule") {
      if (node.selectors === null || node.selectors.some((names) => names.every((name) => classes.has(name)))) out += node.text;
    } else {
      const inner = serialize(node.children, classes);
      if (inner) out += `${node.open}${inner}}`;
    }
  }
  return out;
}

/** Parses the stylesheet once; the function it returns picks a page's rules. */
export function usedStylesOf(css: string): UsedStyles {
  const nodes = childrenOf(postcss.parse(css));
  return (classes) => serialize(nodes, classes);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** Every class named in the HTML's class attributes (React escapes &, ", ' and < in them). */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1]!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { classesInHtml, classesOfSelector, usedStylesOf } from "./used-styles";

const CSS =
  "@layer theme,base,utilities;" +
  "@layer base{*,:after{box-sizing:border-box}html{line-height:1.5}}" +
  "@font-face{font-family:Inter;src:url(/assets/inter.woff2)format(\"woff2\")}" +
  "@layer utilities{.flex{display:flex}.hidden{display:none}.w-1\\.5{width:.375rem}" +
  ".\\32 xl\\:p-4{padding:1rem}.hover\\:bg-x:hover{color:red}" +
  ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}" +
  ".group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}" +
  ".space-y-2>:not(:last-child){margin-block:.5rem}" +
  ".peer:not(.is-open)~.a,.b{color:blue}" +
  "@media (width>=40rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}}" +
  "@keyframes float{0%{opacity:0}12.5%{opacity:.5}to{opacity:1}}";

describe("the rules a page uses", () => {
  const pick = usedStylesOf(CSS);

  it("keeps the rules without classes, and only the class rules whose classes the page has", () => {
    const css = pick(new Set(["flex", "md:grid"]));
    expect(css).toContain("html{line-height:1.5}");
    expect(css).toContain("@font-face{font-family:Inter");
    expect(css).toContain("@layer theme,base,utilities;");
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain("@media (width>=40rem){.md\\:grid{display:grid}}");
    expect(css).not.toContain(".hidden");
    expect(css).not.toContain("md\\:hidden");
  });

  it("drops an at-rule left empty, and keeps keyframes whole", () => {
    const css = pick(new Set());
    expect(css).not.toContain("@media");
    expect(css).toContain("@keyframes float{0%{opacity:0}12.5%{opacity:.5}to{opacity:1}}");
  });

  it("reads escaped names: dots, digits, brackets and variants", () => {
    const css = pick(new Set(["w-1.5", "2xl:p-4", "hover:bg-x", "[&>svg]:size-4", "group-hover:underline"]));
    for (const rule of [".w-1\\.5{", ".\\32 xl\\:p-4{", ".hover\\:bg-x:hover{", ".\\[\\&\\>svg\\]\\:size-4>svg{", ".group-hover\\:underline:is("]) {
      expect(css).toContain(rule);
    }
  });

  it("does not ask for a class named in :not(), and keeps a list when one of its selectors matches", () => {
    expect(classesOfSelector(".space-y-2>:not(:last-child)")).toEqual(["space-y-2"]);
    expect(classesOfSelector(".peer:not(.is-open)~.a")).toEqual(["a"]);
    expect(pick(new Set(["b"]))).toContain(".peer:not(.is-open)~.a,.b{color:blue}");
  });

  it("with every class, gives back the whole built stylesheet, byte for byte", () => {
    const dir = path.resolve("build/client/assets");
    let file: string | undefined;
    try {
      file = readdirSync(dir).find((name) => /^app-.*\.css$/.test(name));
    } catch {
      // No build in this checkout: the hand-written sheet above stands in.
    }
    const css = file ? readFileSync(path.join(dir, file), "utf8").replace(/^\/\*![^*]*\*\/\s*/, "").trim() : CSS;
    const every = new Set<string>();
    postcss.parse(css).walkRules((rule) => rule.selectors.forEach((selector) => classesOfSelector(selector).forEach((name) => every.add(name))));
    expect(usedStylesOf(css)(every)).toBe(css);
  });
});

describe("classes in the HTML", () => {
  it("reads every class attribute, with React's escapes undone", () => {
    const html = '<div class="flex  md:grid"><svg class="[&amp;&gt;svg]:size-4"></svg><p data-class="nope" class="x"></p></div>';
    expect([...classesInHtml(html)].sort()).toEqual(["[&>svg]:size-4", "flex", "md:grid", "x"]);
  });
});

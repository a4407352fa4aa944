import { describe, expect, it } from "vitest";
import { deferBootstrap } from "~/hydration/defer-bootstrap.server";
import { scriptUrls, staticImports } from "./js-weight";

const BOOTSTRAP = `;
import * as route0 from "/assets/root-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js","imports":["/assets/chunk-R.js"]},"routes":{"root":{"module":"/assets/root-B.js","imports":["/assets/chunk-R.js"]}},"url":"/assets/manifest-1.js"};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-C.js");`;

describe("JavaScript weight of a page", () => {
  it("finds the modules of React Router's bootstrap, as written and once deferred", () => {
    const origin = "http://site.test/";
    const expected = ["http://site.test/assets/root-B.js", "http://site.test/assets/entry.client-C.js", "http://site.test/assets/chunk-R.js"];
    const plain = `<head><link rel="modulepreload" href="/assets/chunk-R.js"/></head><script type="module" async="">${BOOTSTRAP}</script>`;
    expect(scriptUrls(plain, origin).sort()).toEqual([...expected].sort());
    const deferred = `<head></head><script type="module" async="">${deferBootstrap(BOOTSTRAP)}</script>`;
    expect(scriptUrls(deferred, origin).sort()).toEqual([...expected].sort());
  });

  it("follows static imports and re-exports, not dynamic ones", () => {
    const source = 'import{a as b}from"./chunk-x.js";import"./side.js";export{c}from"./re.js";const s=()=>import("./lazy.js");';
    expect(staticImports(source, "http://site.test/assets/home.js").sort()).toEqual(
      ["http://site.test/assets/chunk-x.js", "http://site.test/assets/re.js", "http://site.test/assets/side.js"].sort(),
    );
  });
});

import type Sharp from "sharp";

let loaded: Promise<typeof Sharp> | null = null;

/**
 * sharp, loaded on first use (an upload, a document's logo): its native image library made the
 * server 19 MB larger from boot, for work most processes do rarely or never.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import("sharp").then((module) => module.default);
  return loaded;
}

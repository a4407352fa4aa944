import { SPRITE_ICONS } from "./icons";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

function escapeAttribute(value: string | number): string {
  return String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

function renderNode(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${attrs}/>`;
    })
    .join("");
}

let sprite: Promise<string> | undefined;

/** One <symbol> per icon of SPRITE_ICONS, from lucide's own icon data (built once per process). */
export function renderIconSprite(): Promise<string> {
  sprite ??= Promise.all(
    SPRITE_ICONS.map(async (name) => {
      const module = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
      return `<symbol id="${name}" viewBox="0 0 24 24">${renderNode(module.__iconData.node)}</symbol>`;
    }),
  ).then((symbols) => `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`);
  return sprite;
}

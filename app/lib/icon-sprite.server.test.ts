import { describe, expect, it } from "vitest";
import { renderIconSprite } from "./icon-sprite.server";
import { CONTENT_ICONS } from "./content-icons";
import { SPRITE_ICONS } from "./icons";

describe("icon sprite", () => {
  it("holds one symbol with drawn paths for every icon the pages reference", async () => {
    const sprite = await renderIconSprite();
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    for (const name of SPRITE_ICONS) {
      const symbol = new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(sprite);
      expect(symbol, name).not.toBeNull();
      expect(symbol![1], name).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
    }
    expect(sprite.match(/<symbol /g)).toHaveLength(SPRITE_ICONS.length);
    expect(sprite).not.toContain(" key=");
  });

  it("maps every stored icon name to an icon of the sprite", () => {
    for (const [name, id] of Object.entries(CONTENT_ICONS)) expect(SPRITE_ICONS, name).toContain(id);
  });
});

import { renderIconSprite } from "~/lib/icon-sprite.server";

// GET /icons.svg: the sprite the public pages' icons point at (see ~/lib/icons).
export async function loader() {
  return new Response(await renderIconSprite(), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=604800" },
  });
}

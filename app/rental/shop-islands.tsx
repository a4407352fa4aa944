import { island } from "~/hydration/island";

// The shop pages' parts that only show server data (ADR 008): their code is not part of the
// catalogue's JavaScript. The grid's 'Ajouter au Panier' links are caught by the shop view.
export const ShopHero = island(() => import("./shop-hero").then((m) => m.ShopHero));
export const CategoryCards = island(() => import("./category-cards").then((m) => m.CategoryCards));
export const ProductGrid = island(() => import("./product-grid").then((m) => m.ProductGrid));
export const CatalogueControls = island(() => import("./catalogue-controls").then((m) => m.CatalogueControls));

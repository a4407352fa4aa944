import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";

export type MediaVariant = { format: "avif" | "webp"; width: number; height: number; path: string };

/** Uploaded images of the media library; originals and resized variants live in storage. */
export const media_assets = pgTable("media_assets", {
  id: id(),
  filename: text("filename").notNull(),
  /** Public URL of the original, e.g. /uploads/2026/11/abc.jpg */
  url: text("url").notNull().unique(),
  mime_type: text("mime_type").notNull(),
  size_bytes: integer("size_bytes").notNull(),
  width: integer("width"),
  height: integer("height"),
  alt_text: text("alt_text").notNull().default(""),
  variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
  ...timestamps,
});

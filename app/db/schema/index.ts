export * from "./auth";
export * from "./cache";
export * from "./content";
export * from "./figures";
export * from "./media";
export * from "./messages";
export * from "./rental";
export * from "./mail";

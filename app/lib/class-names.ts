import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names without tailwind-merge: the public pages' components never pass a class that
 * contradicts a base class, so they skip the merge (and its 8 KB of JavaScript). Use `cn` from
 * ~/lib/utils where a caller's classes must override a component's own.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** Focus ring shared by the planning's links: visible on keyboard focus only. */
export const FOCUS_RING = "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

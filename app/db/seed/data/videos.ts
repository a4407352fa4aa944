// Embedded videos of the seed. Privacy-enhanced YouTube embeds (allowed by the CSP's frame-src);
// the agency replaces them with its own films from the back office.

export const VIDEOS = {
  showreel: "https://www.youtube-nocookie.com/embed/k7Qm2VxLp0A",
  method: "https://www.youtube-nocookie.com/embed/R4tWn8ZcJ1E",
  registration: "https://www.youtube-nocookie.com/embed/b9HsD3fYq6U",
  dashboard: "https://www.youtube-nocookie.com/embed/Lp5GvX0eN2M",
} as const;

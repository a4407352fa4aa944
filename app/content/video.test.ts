import { describe, expect, it } from "vitest";
import { videoEmbedUrl, videoSources } from "./video";

describe("videoEmbedUrl", () => {
  it("turns YouTube watch pages, short links and embeds into privacy-enhanced embeds", () => {
    const expected = "https://www.youtube-nocookie.com/embed/k7Qm2VxLp0A?rel=0";
    expect(videoEmbedUrl("https://www.youtube.com/watch?v=k7Qm2VxLp0A")).toBe(expected);
    expect(videoEmbedUrl("https://youtu.be/k7Qm2VxLp0A")).toBe(expected);
    expect(videoEmbedUrl("https://www.youtube-nocookie.com/embed/k7Qm2VxLp0A")).toBe(expected);
  });

  it("adds autoplay when the visitor asked for the video", () => {
    expect(videoEmbedUrl("https://youtu.be/k7Qm2VxLp0A", { autoplay: true })).toBe(
      "https://www.youtube-nocookie.com/embed/k7Qm2VxLp0A?autoplay=1&rel=0",
    );
  });

  it("knows Vimeo", () => {
    expect(videoEmbedUrl("https://vimeo.com/123456789")).toBe("https://player.vimeo.com/video/123456789");
  });

  it("refuses other sites and garbage, which the CSP would block anyway", () => {
    expect(videoEmbedUrl("https://evil.example/embed/abc")).toBeNull();
    expect(videoEmbedUrl("javascript:alert(1)")).toBeNull();
    expect(videoEmbedUrl("")).toBeNull();
    expect(videoEmbedUrl(null)).toBeNull();
  });
});

describe("videoSources", () => {
  it("gives the placeholder's link and the autoplaying player of one video", () => {
    expect(videoSources("https://youtu.be/k7Qm2VxLp0A", "/media/poster.webp")).toEqual({
      embedUrl: "https://www.youtube-nocookie.com/embed/k7Qm2VxLp0A?rel=0",
      playerUrl: "https://www.youtube-nocookie.com/embed/k7Qm2VxLp0A?autoplay=1&rel=0",
      poster: "/media/poster.webp",
    });
  });

  it("is null for a link the site cannot embed", () => {
    expect(videoSources("https://evil.example/embed/abc", null)).toBeNull();
    expect(videoSources(null, null)).toBeNull();
  });
});

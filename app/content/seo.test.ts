import { describe, expect, it } from "vitest";
import type { schema } from "~/db/client.server";
import { absoluteUrl, seoMeta, truncateText } from "~/lib/seo";
import { DEFAULT_OG_IMAGE, resolvePageSeo } from "~/content/seo.server";
import { serializeJsonLd } from "~/components/json-ld";
import { localBusinessJsonLd } from "./local-business";

const ORIGIN = "https://imagine.tn";
type SeoRow = typeof schema.seo_metadata.$inferSelect;

const row = (overrides: Partial<SeoRow>): SeoRow => ({
  id: "00000000-0000-0000-0000-000000000000",
  route: "/yourday",
  title: "YourDay : mariages",
  description: "Mariages en Tunisie.",
  keywords: ["mariage", "Tunis"],
  og_image: "/images/og/yourday.jpg",
  og_type: "website",
  canonical_url: null,
  created_at: new Date(),
  updated_at: new Date(),
  ...overrides,
});

describe("resolvePageSeo", () => {
  it("uses the seo_metadata row, with absolute canonical and image", () => {
    const seo = resolvePageSeo("/yourday", row({}), { title: "Hero", description: "Hero description" }, ORIGIN);
    expect(seo).toMatchObject({
      title: "YourDay : mariages",
      description: "Mariages en Tunisie.",
      keywords: ["mariage", "Tunis"],
      canonical: "https://imagine.tn/yourday",
      image: "https://imagine.tn/images/og/yourday.jpg",
      type: "website",
    });
  });

  it("falls back to the page content when the row is missing; SVG images give way to the default card", () => {
    const seo = resolvePageSeo(
      "/e-posters",
      null,
      { title: "E-posters", description: "Des posters numériques.", image: "/images/heroes/e-posters.svg", keywords: ["E-posters"] },
      ORIGIN,
    );
    expect(seo.title).toBe("E-posters | Imagine");
    expect(seo.description).toBe("Des posters numériques.");
    expect(seo.canonical).toBe("https://imagine.tn/e-posters");
    expect(seo.image).toBe(`https://imagine.tn${DEFAULT_OG_IMAGE}`);
    expect(seo.keywords).toContain("E-posters");
  });

  it("keeps an absolute canonical_url and makes a relative one absolute", () => {
    expect(resolvePageSeo("/a", row({ canonical_url: "https://autre.tn/a" }), { title: "", description: "" }, ORIGIN).canonical).toBe(
      "https://autre.tn/a",
    );
    expect(resolvePageSeo("/a", row({ canonical_url: "/b" }), { title: "", description: "" }, ORIGIN).canonical).toBe("https://imagine.tn/b");
  });
});

describe("seo helpers", () => {
  it("cuts long descriptions at a word", () => {
    const text = "mot ".repeat(100);
    const cut = truncateText(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith("…")).toBe(true);
    expect(truncateText("  court  ")).toBe("court");
  });

  it("builds absolute URLs", () => {
    expect(absoluteUrl("https://imagine.tn/", "/x")).toBe("https://imagine.tn/x");
    expect(absoluteUrl(ORIGIN, "https://cdn.tn/x.png")).toBe("https://cdn.tn/x.png");
  });

  it("emits title, description, keywords, canonical, Open Graph and Twitter tags", () => {
    const tags = seoMeta(resolvePageSeo("/yourday", row({}), { title: "", description: "" }, ORIGIN));
    expect(tags).toContainEqual({ title: "YourDay : mariages" });
    expect(tags).toContainEqual({ name: "keywords", content: "mariage, Tunis" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://imagine.tn/yourday" });
    for (const property of ["og:title", "og:description", "og:image", "og:type", "og:url"]) {
      expect(tags.some((tag) => "property" in tag && tag.property === property)).toBe(true);
    }
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });
});

describe("JSON-LD", () => {
  const settings = {
    brand_name: "Imagine",
    tagline: "excellence événementielle",
    phone: "+216 71 000 000",
    email: "contact@imagine-events.tn",
    street_address: "Rue du Lac",
    postal_code: "1053",
    city: "Tunis",
    country: "TN",
    facebook_url: "https://facebook.com/imagine",
    instagram_url: null,
    linkedin_url: "https://linkedin.com/company/imagine",
    logo_url: "/images/logo.svg",
    default_video_url: null,
  };

  it("describes the agency as a LocalBusiness from the site settings", () => {
    const data = localBusinessJsonLd(settings, ORIGIN, "Agence");
    expect(data).toMatchObject({
      "@type": "LocalBusiness",
      name: "Imagine",
      telephone: "+216 71 000 000",
      url: "https://imagine.tn/",
      logo: "https://imagine.tn/images/logo.svg",
      address: { addressLocality: "Tunis", postalCode: "1053", addressCountry: "TN" },
      sameAs: ["https://facebook.com/imagine", "https://linkedin.com/company/imagine"],
    });
  });

  it("escapes < so admin text can never close the script tag", () => {
    const json = serializeJsonLd(localBusinessJsonLd({ ...settings, brand_name: "</script><script>alert(1)</script>" }, ORIGIN, "x"));
    expect(json).not.toContain("<");
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script>");
  });
});

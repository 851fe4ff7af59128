import { describe, expect, test } from "vitest";
import { shareMeta, shortenText } from "./share-meta.ts";
import { publicFileUrl, publicUrlFor } from "./share-meta.server.ts";

describe("share meta", () => {
  test("title, description, url and card; the picture only when there is one", () => {
    const tags = shareMeta({
      url: "https://joblink.example/job-details/7",
      title: "Backend engineer at Acme",
      description: "Acme is hiring.",
    });
    expect(tags).toContainEqual({ property: "og:title", content: "Backend engineer at Acme" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://joblink.example/job-details/7" });
    expect(tags).toContainEqual({ name: "description", content: "Acme is hiring." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://joblink.example/job-details/7" });
    expect(tags.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
    const withImage = shareMeta({
      url: "https://x.test/",
      title: "T",
      description: "D",
      image: "https://x.test/uploads/a.png",
    });
    expect(withImage).toContainEqual({ property: "og:image", content: "https://x.test/uploads/a.png" });
    expect(shareMeta(null)).toEqual([]);
  });

  test("long text is cut at a word, with an ellipsis; spaces are folded", () => {
    expect(shortenText("a  b\n c")).toBe("a b c");
    const long = "word ".repeat(100);
    const cut = shortenText(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith("word…")).toBe(true);
  });

  test("addresses under PUBLIC_URL, else the request's origin", () => {
    const request = new Request("http://127.0.0.1:3000/job-details/1?x=1");
    const before = process.env.PUBLIC_URL;
    try {
      delete process.env.PUBLIC_URL;
      expect(publicUrlFor(request, "/job-details/1")).toBe("http://127.0.0.1:3000/job-details/1");
      process.env.PUBLIC_URL = "https://joblink.example/";
      expect(publicUrlFor(request, "/job-details/1")).toBe("https://joblink.example/job-details/1");
      expect(publicFileUrl(request, "/uploads/p.png")).toBe("https://joblink.example/uploads/p.png");
      expect(publicFileUrl(request, "https://cdn.example/p.png")).toBe("https://cdn.example/p.png");
      expect(publicFileUrl(request, null)).toBeNull();
    } finally {
      if (before === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = before;
    }
  });
});

describe("share meta of a made card and feeds (decision 170)", () => {
  test("a sized picture is Twitter's large card, with its size and alt text; feeds are alternate links", () => {
    const tags = shareMeta({
      url: "https://x.test/job-details/7",
      title: "T",
      description: "D",
      image: "https://x.test/job-details/7/card.png?v=1",
      imageAlt: "T at Acme",
      imageSize: { width: 1200, height: 630 },
      feeds: [{ title: "Jobs at Acme", href: "https://x.test/profile/corporate/3/jobs.xml" }],
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:alt", content: "T at Acme" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: "Jobs at Acme",
      href: "https://x.test/profile/corporate/3/jobs.xml",
    });
    expect(
      shareMeta({ url: "https://x.test/", title: "T", description: "D", image: "https://x.test/a.png" }),
    ).toContainEqual({ name: "twitter:card", content: "summary" });
  });
});

import { describe, expect, test } from "vitest";
import { shareCardSvg, shareImagePath, wrapText } from "./share-image.ts";
import { renderShareCard } from "./share-image.server.ts";

describe("a job's share card (decision 170)", () => {
  test("text is wrapped at words within the lines it has, the rest cut with an ellipsis", () => {
    expect(wrapText("Senior Frontend Engineer (React)", 30, 3)).toEqual(["Senior Frontend Engineer", "(React)"]);
    expect(wrapText("a ".repeat(100), 10, 2)).toEqual(["a a a a a", "a a a a a…"]);
    expect(wrapText("x".repeat(25), 10, 3)).toEqual(["xxxxxxxxxx", "xxxxxxxxxx", "xxxxx"]);
  });

  test("the SVG escapes what the poster wrote", () => {
    const svg = shareCardSvg({ title: "R&D </text><script>", company: "A & B", location: "Pune" });
    expect(svg).toContain("R&amp;D &lt;/text&gt;&lt;script&gt;");
    expect(svg).not.toContain("<script>");
  });

  test("the address changes with the post's last change", () => {
    expect(shareImagePath({ id: 7, updated_at: "2026-12-01T10:00:00.000Z" })).not.toBe(
      shareImagePath({ id: 7, updated_at: "2026-12-01T10:00:01.000Z" }),
    );
  });

  test("drawn as a 1200×630 PNG, the same bytes and tag each time", async () => {
    const card = {
      title: "Senior Frontend Engineer (React)",
      company: "Acme Technologies",
      location: "Bengaluru, Mumbai",
    };
    const first = await renderShareCard(card);
    expect(first.png.subarray(1, 4).toString()).toBe("PNG");
    expect(first.png.readUInt32BE(16)).toBe(1200);
    expect(first.png.readUInt32BE(20)).toBe(630);
    const again = await renderShareCard({ ...card });
    expect(again.etag).toBe(first.etag);
    expect(Buffer.compare(again.png, first.png)).toBe(0);
    expect((await renderShareCard({ ...card, title: "Another job" })).etag).not.toBe(first.etag);
  });
});

import { describe, expect, test } from "vitest";
import { chartGeometry, dayLabel, niceMax } from "./post-stats-chart.tsx";

const day = (n: number, views: number, unique_viewers = views) => ({
  day: `2026-11-${String(n).padStart(2, "0")}`,
  views,
  unique_viewers,
  appearances: 0,
  applications: 0,
});

describe("the post activity chart", () => {
  test("day labels are UTC days as written", () => {
    expect(dayLabel("2026-12-02")).toBe("2 Dec");
    expect(dayLabel("2026-01-31")).toBe("31 Jan");
  });

  test("the scale's top is the largest value rounded up to 1, 2 or 5 times a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3)).toBe(3);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(20)).toBe(20);
    expect(niceMax(480)).toBe(500);
    expect(niceMax(501)).toBe(1000);
  });

  test("bars rise from one baseline in proportion to the views, left to right; empty days have none", () => {
    const g = chartGeometry([day(1, 0), day(2, 5, 2), day(3, 10, 4)]);
    expect(g.top).toBe(10);
    const [empty, half, full] = g.bars;
    expect(empty!.height).toBe(0);
    expect(half!.height * 2).toBeCloseTo(full!.height);
    expect(full!.y).toBeCloseTo(g.baseline - full!.height);
    expect(empty!.x).toBeLessThan(half!.x);
    expect(half!.x).toBeLessThan(full!.x);
    // The unique viewers' line has a point a day, lower than the bar when fewer than the views.
    const points = g.line.split(" ").map((p) => p.split(",").map(Number));
    expect(points).toHaveLength(3);
    expect(points[2]![1]).toBeGreaterThan(full!.y);
  });
});

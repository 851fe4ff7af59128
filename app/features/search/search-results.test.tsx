import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { CardSearchItem } from "./search-results.server.ts";
import { ResultGroups } from "./search-results.tsx";

const person = (id: number) => ({ type: "person", id, person: { id } }) as unknown as CardSearchItem;
const company = (id: number) => ({ type: "company", id, company: { user_id: id } }) as unknown as CardSearchItem;

function render(
  items: CardSearchItem[],
  counts: { people: number; companies: number; jobs: number },
  capped = { people: false, companies: false, jobs: false },
) {
  return renderToString(
    <MemoryRouter>
      <ResultGroups
        items={items}
        counts={{ all: counts.people + counts.companies + counts.jobs, ...counts }}
        capped={{ all: false, ...capped }}
        search="react dev"
        rows={(shown) => (
          <ul>
            {shown.map((item) => (
              <li key={item.id}>{`${item.type} ${item.id}`}</li>
            ))}
          </ul>
        )}
      />
    </MemoryRouter>,
  );
}

describe("the All filter's groups", () => {
  it("groups the page by type, in the filters' order, with a heading each", () => {
    const html = render([company(7), person(1), person(2)], { people: 2, companies: 1, jobs: 0 });
    expect(html.indexOf(">People</h2>")).toBeGreaterThan(-1);
    expect(html.indexOf(">People</h2>")).toBeLessThan(html.indexOf(">Companies</h2>"));
    expect(html).toContain("<li>person 1</li><li>person 2</li>");
    // No group for a type without results, and no "See all" when the page shows them all.
    expect(html).not.toContain(">Jobs</h2>");
    expect(html).not.toContain("See all");
  });

  it("links to the type's own filter when it has more than the page shows", () => {
    const html = render(
      [person(1)],
      { people: 25, companies: 0, jobs: 3 },
      { people: false, companies: false, jobs: false },
    );
    expect(html).toContain('href="/search-results?search=react+dev&amp;typeFilter=people"');
    expect(html).toContain("See all 25 people results");
    // A type with results elsewhere only: its heading and its link.
    expect(html).toContain(">Jobs</h2>");
    expect(html).toContain("See all 3 jobs results");
  });

  it("says 1,000+ where the API stopped counting", () => {
    expect(
      render([person(1)], { people: 1000, companies: 0, jobs: 0 }, { people: true, companies: false, jobs: false }),
    ).toContain("See all 1,000+ people results");
  });
});

import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderSystem as system } from "./theme.ts";
import { ListSection, totalText } from "./list-section.tsx";

describe("totalText", () => {
  it("formats a total, with a + when the API stopped counting", () => {
    expect(totalText(7, false)).toBe("7");
    expect(totalText(1000, true)).toBe("1,000+");
    expect(totalText(250000, false)).toBe("2,50,000");
  });
});

/** The total badge a ListSection renders, as [aria-label, text]. */
function badge(total: number, totalCapped?: boolean): [string, string] | null {
  const html = renderToString(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={["/individual/recent-openings"]}>
        <ListSection
          title="Openings"
          total={total}
          totalCapped={totalCapped}
          page={1}
          hasNext={false}
          pageParam="page"
          count={0}
          empty={{ title: "None", description: "None yet." }}
        >
          {null}
        </ListSection>
      </MemoryRouter>
    </ChakraProvider>,
  );
  const match = html.match(/aria-label="([^"]*in total)"[^>]*>([^<]*)</);
  return match ? [match[1], match[2]] : null;
}

describe("ListSection's total", () => {
  it("shows the count, or 1,000+ when it is capped", () => {
    expect(badge(12)).toEqual(["12 in total", "12"]);
    expect(badge(1000, true)).toEqual(["more than 1,000 in total", "1,000+"]);
    expect(badge(0)).toBeNull();
  });
});

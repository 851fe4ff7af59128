import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FORGED_FORM_MESSAGE, parseWithZod } from "./parse.ts";

const schema = z.object({ name: z.string({ error: "Enter a name." }) });

function form(entries: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.append(name, value);
  return formData;
}

/** What a thrown `data()` becomes for an ErrorBoundary: its status and message. */
function refusalOf(run: () => unknown): { status: number; data: unknown } | null {
  try {
    run();
  } catch (thrown) {
    const { init, data } = thrown as { init: ResponseInit; data: unknown };
    return { status: init?.status ?? 0, data };
  }
  return null;
}

describe("parseWithZod for forms someone else may have written", () => {
  it("parses a form as Conform does", () => {
    expect(parseWithZod(form({ name: "Asha" }), { schema }).status).toBe("success");
    const missing = parseWithZod(form({}), { schema });
    expect(missing.status).toBe("error");
    expect(missing.reply().error).toEqual({ name: ["Enter a name."] });
  });

  it("keeps a list intent Conform wrote working", () => {
    const intent = JSON.stringify({ type: "validate", payload: { name: "name" } });
    // An intent's submission is neither a success nor an error: the form is answered again.
    expect(parseWithZod(form({ name: "Asha", __intent__: intent }), { schema }).status).toBeUndefined();
  });

  it.each([
    ["an intent that is not JSON", { __intent__: "not json" }],
    ["an intent of no known shape", { __intent__: JSON.stringify({ type: 3 }) }],
    ["a state that is not JSON", { __state__: "{" }],
  ])("answers 400 for %s, never a 500", (_label, entries) => {
    const refusal = refusalOf(() => parseWithZod(form({ name: "Asha", ...entries }), { schema }));
    expect(refusal).toEqual({ status: 400, data: FORGED_FORM_MESSAGE });
  });
});

import { describe, expect, it } from "vitest";
import { applyPickedName, formValues } from "./find.server";
import { pickField } from "./picker-logic";

describe("a name picker's choice without JavaScript", () => {
  const form = (entries: Array<[string, string]>) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("posts the ticked match under <field>_pick", () => {
    expect(pickField("company_name")).toBe("company_name_pick");
  });

  it("the ticked match's title replaces what was typed, and the pick is not passed on", () => {
    const data = form([
      ["company_name", "acme"],
      ["company_name_pick", "Acme Technologies"],
      ["poc", "Asha"],
    ]);
    applyPickedName(data, "company_name");
    expect(formValues(data)).toEqual({ company_name: "Acme Technologies", poc: "Asha" });
  });

  it("None of these (empty) or no Find at all keeps the typed name", () => {
    const none = form([
      ["company_name", "Orchid Systems"],
      ["company_name_pick", ""],
    ]);
    applyPickedName(none, "company_name");
    expect(formValues(none)).toEqual({ company_name: "Orchid Systems" });
    const typed = form([["company_name", "Orchid Systems"]]);
    applyPickedName(typed, "company_name");
    expect(formValues(typed)).toEqual({ company_name: "Orchid Systems" });
  });
});

import { describe, expect, it } from "vitest";
import { applyPickedName, formValues, pickersToSearch } from "./find.server.ts";
import { pickField } from "./picker-logic.ts";

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

describe("one Find for every picker (issue 34)", () => {
  const form = (entries: Array<[string, string]>) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };
  const pickers: Array<[string, string]> = [
    ["picker", "skill:skills:skills_search:ids"],
    ["picker", "location:locations:locations_search:ids"],
    ["picker", "company:company:company_name:free"],
  ];

  it("a Find searches every picker with text, and flags none", () => {
    const data = form([
      ...pickers,
      ["find", "skill:skills:skills_search"],
      ["skills_search", "Reac"],
      ["locations_search", "Pun"],
      ["company_name", "Orchid"],
    ]);
    const { entries, pressed } = pickersToSearch(data);
    expect(pressed).toBe(true);
    expect(entries.map((entry) => [entry.field, entry.search])).toEqual([
      ["skills", "Reac"],
      ["locations", "Pun"],
      ["company", "Orchid"],
    ]);
  });

  it("leaves out a picker whose text is its chosen value's title", () => {
    const data = form([
      ...pickers,
      ["find", "skill:skills:skills_search"],
      ["skills_search", "Reac"],
      ["company", "7"],
      ["picker_label", "company:7:Orchid Systems"],
      ["company_name", "Orchid Systems"],
    ]);
    expect(pickersToSearch(data).entries.map((entry) => entry.field)).toEqual(["skills"]);
  });

  it("a save with a search typed but never found is answered as a Find, that picker flagged", () => {
    const typed = pickersToSearch(form([...pickers, ["skills_search", "React"], ["company_name", "Orchid"]]));
    expect(typed.pressed).toBe(false);
    expect(typed.unpicked).toEqual(["skills"]);
    // Found before (its matches were shown, the member ticked one or none): saved as it is.
    const found = pickersToSearch(
      form([
        ...pickers,
        ["skills_search", "Reac"],
        ["skills_searched", "Reac"],
        ["skills", "3"],
        ["picker_label", "skills:3:React"],
      ]),
    );
    expect(found.unpicked).toEqual([]);
    // A free-text name is a value of its own, never flagged; nothing typed, nothing to do.
    expect(pickersToSearch(form([...pickers, ["company_name", "Orchid"]])).unpicked).toEqual([]);
    expect(pickersToSearch(form(pickers)).entries).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import {
  choose,
  chosenOf,
  entryOption,
  findValue,
  freeTextHelp,
  idsOf,
  parsePickerEntry,
  pickerEntryValue,
  labelsOf,
  labelValue,
  move,
  moveActive,
  movedMessage,
  parseFindValue,
  sameLabel,
  unchoose,
} from "./picker-logic.ts";

describe("moveActive", () => {
  it("moves down and up, wrapping, from none", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(0, 3, "ArrowDown")).toBe(1);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
    expect(moveActive(2, 3, "ArrowUp")).toBe(1);
  });
  it("jumps with Home and End, and has nothing to highlight in an empty list", () => {
    expect(moveActive(1, 5, "Home")).toBe(0);
    expect(moveActive(1, 5, "End")).toBe(4);
    expect(moveActive(2, 0, "ArrowDown")).toBe(-1);
  });
  it("keeps the highlight inside a list that shrank", () => {
    expect(moveActive(4, 2, "a")).toBe(1);
  });
});

describe("choose and unchoose", () => {
  const a = { value: 1, label: "Pune, Maharashtra" };
  const b = { value: 2, label: "Mumbai, Maharashtra" };
  it("adds once, in order, up to the most allowed", () => {
    expect(choose([a], b, { multiple: true })).toEqual([a, b]);
    expect(choose([a, b], a, { multiple: true })).toEqual([a, b]);
    expect(choose([a], b, { multiple: true, max: 1 })).toEqual([a]);
  });
  it("replaces the value of a single picker, and removes one", () => {
    expect(choose([a], b, { multiple: false })).toEqual([b]);
    expect(unchoose([a, b], 1)).toEqual([b]);
  });
});

describe("values of a form", () => {
  it("reads ids from one value, a list or nothing, dropping what is not an id", () => {
    expect(idsOf("3")).toEqual([3]);
    expect(idsOf(["3", "4", "3", "x", "-1", "0", ""])).toEqual([3, 4]);
    expect(idsOf(undefined)).toEqual([]);
    expect(idsOf("")).toEqual([]);
  });
  it("labels the chosen ids from what is known, in the form's order", () => {
    const known = [
      { value: 4, label: "Go" },
      { value: 3, label: "Python" },
    ];
    expect(chosenOf(["3", "4", "9"], known)).toEqual([known[1], known[0]]);
  });
  it("shows locations as city and state, the others by title", () => {
    expect(entryOption({ id: 1, city: "Pune", state: "Maharashtra" })).toEqual({
      value: 1,
      label: "Pune, Maharashtra",
    });
    expect(entryOption({ id: 2, title: "Python" })).toEqual({ value: 2, label: "Python" });
  });
  it("compares typed names without case or extra spaces", () => {
    expect(sameLabel("  acme   Tech ", "Acme Tech")).toBe(true);
    expect(sameLabel("Acme", "Acme Tech")).toBe(false);
  });
});

describe("skills typed in and ordered (decision 187)", () => {
  const known = [
    { value: 4, label: "Go" },
    { value: 3, label: "Python" },
  ];
  it("keeps names typed in beside the ids, in order, only where names may be added", () => {
    expect(chosenOf(["3", " Apache   Beam ", "4", "9", "Apache Beam"], known, { names: true })).toEqual([
      known[1],
      { value: "Apache Beam", label: "Apache Beam" },
      known[0],
    ]);
    expect(chosenOf(["3", "Apache Beam"], known)).toEqual([known[1]]);
  });
  it("moves one value, leaving the others in their order", () => {
    expect(move(["a", "b", "c", "d"], 2, 1)).toEqual(["a", "c", "b", "d"]);
    expect(move(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(move(["a", "b"], 0, 5)).toEqual(["a", "b"]);
    expect(movedMessage("Python", 1, 5)).toBe("Python moved to 2 of 5.");
  });
});

describe("the Find button's value", () => {
  it("round-trips", () => {
    expect(parseFindValue(findValue("skill", "skills", "skills_search"))).toEqual({
      kind: "skill",
      field: "skills",
      searchField: "skills_search",
    });
  });
  it("refuses anything else", () => {
    expect(parseFindValue("currency:currency:x")).toBeNull();
    expect(parseFindValue("skill:skills")).toBeNull();
    expect(parseFindValue("skill:Skills:x")).toBeNull();
    expect(parseFindValue("skill:a:b:c")).toBeNull();
    expect(parseFindValue(null)).toBeNull();
  });
});

describe("titles riding along", () => {
  it("round-trip per field, titles with colons too", () => {
    const posted = [
      labelValue("skills", { value: 3, label: "C: the language" }),
      labelValue("location", { value: 9, label: "Pune, Maharashtra" }),
      "junk",
      labelValue("skills", { value: 3, label: "again" }),
    ];
    expect(labelsOf(posted, "skills")).toEqual([{ value: 3, label: "C: the language" }]);
    expect(labelsOf(posted[1], "location")).toEqual([{ value: 9, label: "Pune, Maharashtra" }]);
    expect(labelsOf(undefined, "skills")).toEqual([]);
  });
});

describe("freeTextHelp", () => {
  it("puts the right article before the kind (issue 34)", () => {
    expect(freeTextHelp("company")).toBe("Pick it from the list, or type a company that is not there.");
    expect(freeTextHelp("institution")).toBe("Pick it from the list, or type an institution that is not there.");
  });
});

describe("parsePickerEntry", () => {
  it("reads what pickerEntryValue writes, and the older kind:field", () => {
    const entry = { kind: "skill", field: "skills", searchField: "skills_search", mode: "ids" } as const;
    expect(parsePickerEntry(pickerEntryValue(entry))).toEqual(entry);
    expect(parsePickerEntry("location:location")).toEqual({
      kind: "location",
      field: "location",
      searchField: "location_search",
      mode: "ids",
    });
    expect(parsePickerEntry("currency:currency")).toBeNull();
    expect(parsePickerEntry("skill:skills:skills_search:other")).toBeNull();
    expect(parsePickerEntry("skill:Skills")).toBeNull();
  });
});

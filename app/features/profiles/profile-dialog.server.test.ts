import { describe, expect, it } from "vitest";
import type { IndividualProfileView } from "#app/contract/profiles.ts";
import { loadProfileDialog } from "./profile-dialog.server.ts";

const profile = {
  first_name: "Asha",
  last_name: "Verma",
  bio: null,
  location: { id: 4, city: "Bengaluru", state: "Karnataka", country: "India" },
  skills: [
    { id: 7, title: "React" },
    { id: 9, title: "SQL" },
  ],
  experiences: [
    {
      id: 11,
      title: "Engineer",
      company: { id: 2, title: "Acme Technologies" },
      employment_type: "full-time",
      location: null,
      start_date: "2021-04",
      end_date: null,
      is_current: true,
      description: null,
    },
  ],
  educations: [
    {
      id: 12,
      institution: { id: 3, title: "IIT Delhi" },
      degree: { id: 5, title: "B.Tech" },
      field_of_study: "Computer science",
      start_year: 2014,
      end_year: null,
      grade: null,
    },
  ],
  resume: null,
} as unknown as IndividualProfileView;

const open = (query: string) => loadProfileDialog(profile, new URLSearchParams(query));

describe("the profile's edit dialogs start from the entry's values, as text", () => {
  it("intro: no headline is empty, the location and skills by id", async () => {
    expect(await open("edit=intro")).toMatchObject({
      kind: "intro",
      defaults: { first_name: "Asha", last_name: "Verma", bio: "", location: "4", skills: ["7", "9"] },
    });
  });

  it("experience: the company by id and by name, no location or end as empty, the current job ticked", async () => {
    const dialog = await open("edit=experience&item=11");
    expect(dialog).toMatchObject({ kind: "experience" });
    expect(dialog && "item" in dialog && dialog.item?.defaults).toEqual({
      title: "Engineer",
      company: "2",
      company_name: "Acme Technologies",
      employment_type: "full-time",
      location: "",
      start_date: "2021-04",
      end_date: "",
      is_current: "on",
      description: "",
    });
  });

  it("education: the institution by id and by name, years as text, none as empty", async () => {
    const dialog = await open("edit=education&item=12");
    expect(dialog && "item" in dialog && dialog.item?.defaults).toEqual({
      institution: "3",
      institution_name: "IIT Delhi",
      degree: "5",
      field_of_study: "Computer science",
      start_year: "2014",
      end_year: "",
      grade: "",
    });
  });
});

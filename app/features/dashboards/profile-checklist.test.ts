import { describe, expect, it } from "vitest";
import { profileChecklist } from "./profile-checklist.ts";

const empty = {
  id: 7,
  username: "meera-iyer",
  profile_pic: null,
  bio: "",
  experiences: [],
  educations: [],
  has_resume: false,
  skills: [],
};

describe("the dashboard's complete-your-profile checklist (issue 34)", () => {
  it("lists the six parts of a new profile, each with the dialog that adds it", () => {
    expect(profileChecklist(empty)).toEqual([
      { id: "photo", label: "Add a profile photo", done: false, to: "/profile/meera-iyer/7?edit=photo" },
      { id: "headline", label: "Write a headline", done: false, to: "/profile/meera-iyer/7?edit=intro" },
      { id: "experience", label: "Add your experience", done: false, to: "/profile/meera-iyer/7?edit=experience" },
      { id: "education", label: "Add your education", done: false, to: "/profile/meera-iyer/7?edit=education" },
      { id: "resume", label: "Upload your resume", done: false, to: "/profile/meera-iyer/7?edit=resume" },
      { id: "skills", label: "Add your skills", done: false, to: "/profile/meera-iyer/7?edit=intro" },
    ]);
  });

  it("ticks what is there, and goes once everything is", () => {
    const some = profileChecklist({ ...empty, bio: "Engineer", skills: [{ id: 1, title: "Go" }] });
    expect(some?.filter((item) => item.done).map((item) => item.id)).toEqual(["headline", "skills"]);
    const full = {
      ...empty,
      profile_pic: "/uploads/p.webp",
      bio: "Engineer",
      experiences: [{}],
      educations: [{}],
      has_resume: true,
      skills: [{ id: 1, title: "Go" }],
    };
    expect(profileChecklist(full as never)).toBeNull();
  });
});

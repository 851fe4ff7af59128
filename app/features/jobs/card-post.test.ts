import { describe, expect, test } from "vitest";
import type { JobPost } from "#app/contract/jobs.ts";
import { toCardList, toCardPost } from "./card-post.ts";

const post: JobPost = {
  id: 7,
  job_post_id: 7,
  title: "Engineer",
  company: { id: 2, title: "Acme", logo: "/logo.png", account_id: 5 },
  company_name: "Acme",
  employer_verified: null,
  job_type: "remote",
  sector: { id: 1, title: "IT" },
  domain: { id: 2, title: "Web" },
  min_experience: "2 Years 6 Months",
  min_experience_years: 2,
  min_experience_months: 6,
  employment_type: "full-time",
  currency: { id: 1, title: "Indian Rupee", code: "INR", country: "India" },
  salary: 1200000,
  locations: [{ id: 1, city: "Pune", state: "Maharashtra", country: "India" }],
  skills: [{ id: 1, title: "React" }],
  no_of_openings: 2,
  description: `<p>${"x".repeat(5000)}</p>`,
  status: "open",
  posted_by: {
    id: 9,
    first_name: "Asha",
    last_name: "Verma",
    name: "Asha Verma",
    username: "asha-verma",
    bio: "A long bio the card never shows",
    profile_pic: null,
    type_of_user: "individual",
    status: { is_connected: true, request_sent: false, request_received: false, request_id: null },
  },
  posted_time_ago: "2 hours ago",
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
  is_mine: false,
  like_count: 2,
  liked_by_me: true,
  repost_count: 1,
  reposted_by_me: false,
  saved_by_me: false,
  skill_match: null,
  response_count: null,
  my_referral_status: null,
  my_application_status: null,
  my_referral_id: null,
  reposted_by: [{ id: 3, first_name: "Ravi", last_name: "Kumar", username: "ravi-kumar", bio: "", profile_pic: null }],
  questions: [],
  valid_through: "2027-01-15T18:29:59.999Z",
  close_reason: null,
  closed_at: null,
};

const card = {
  id: 7,
  title: "Engineer",
  company_name: "Acme",
  company_logo: "/logo.png",
  job_type: "remote",
  employment_type: "full-time",
  min_experience_years: 2,
  min_experience_months: 6,
  currency_code: "INR",
  salary: 1200000,
  cities: ["Pune"],
  status: "open",
  posted_by: { id: 9, username: "asha-verma", type_of_user: "individual", name: "Asha Verma", profile_pic: null },
  posted_time_ago: "2 hours ago",
  like_count: 2,
  liked_by_me: true,
};

describe("job cards", () => {
  test("keep exactly what a card shows, drop the rest; a list's own fields stay", () => {
    expect(toCardPost(post)).toEqual(card);
    expect(toCardPost({ ...post, applied_on: "2026-11-02T00:00:00.000Z" })).toEqual({
      ...card,
      applied_on: "2026-11-02T00:00:00.000Z",
    });
  });

  test("a post's screening questions only when it has some (the apply dialog asks them, decision 167)", () => {
    const questions: JobPost["questions"] = [
      {
        id: 4,
        kind: "yes_no",
        text: "Authorised to work in India?",
        required: true,
        must_answer: "yes",
        min_number: null,
      },
    ];
    expect(toCardPost({ ...post, questions }).questions).toEqual(questions);
    expect("questions" in toCardPost(post)).toBe(false);
  });

  test("the viewer's skill match only when the post has skills to match (decision 179), without the ids", () => {
    expect(toCardPost({ ...post, skill_match: { matched: 1, total: 3, matched_skill_ids: [1] } }).skill_match).toEqual({
      matched: 1,
      total: 3,
    });
    expect(toCardPost({ ...post, skill_match: { matched: 0, total: 2, matched_skill_ids: [] } }).skill_match).toEqual({
      matched: 0,
      total: 2,
    });
    expect("skill_match" in toCardPost({ ...post, skill_match: { matched: 0, total: 0, matched_skill_ids: [] } })).toBe(
      false,
    );
    expect("skill_match" in toCardPost(post)).toBe(false);
  });

  test("a post without a claimed company or a logo: the name, no logo", () => {
    const named = toCardPost({ ...post, company: null, company_name: "Typed In Ltd" });
    expect(named.company_name).toBe("Typed In Ltd");
    expect("company_logo" in named).toBe(false);
    expect(
      "company_logo" in toCardPost({ ...post, company: { id: 2, title: "Acme", logo: null, account_id: null } }),
    ).toBe(false);
  });

  test("the viewer's own state only when set", () => {
    const none = toCardPost({ ...post, liked_by_me: false });
    for (const key of [
      "is_mine",
      "liked_by_me",
      "reposted_by_me",
      "saved_by_me",
      "my_referral_status",
      "my_application_status",
      "response_count",
    ]) {
      expect(key in none).toBe(false);
    }
    const all = toCardPost({
      ...post,
      is_mine: true,
      reposted_by_me: true,
      saved_by_me: true,
      my_referral_status: "pending",
    });
    expect(all).toMatchObject({
      is_mine: true,
      liked_by_me: true,
      reposted_by_me: true,
      saved_by_me: true,
      my_referral_status: "pending",
    });
    // With an application, its status is what the actions show: the referral's is left out.
    const applied = toCardPost({ ...post, my_referral_status: "pending", my_application_status: "requested" });
    expect(applied).toMatchObject({ my_application_status: "requested" });
    expect("my_referral_status" in applied).toBe(false);
  });

  test("an applied item: its application as the card reads it, the referral id there only", () => {
    const application = {
      referral_id: 31,
      status: "requested" as const,
      status_at: "2026-11-02T00:00:00.000Z",
      message: "Hello",
      resume: null,
      history: [{ status: "requested" as const, at: "2026-11-02T00:00:00.000Z", by: "applicant" as const }],
      can_withdraw: true,
    };
    const item = {
      ...post,
      my_referral_status: "pending" as const,
      my_application_status: "requested" as const,
      referral_id: 31,
      applied_on: "2026-11-02T00:00:00.000Z",
      application,
    };
    expect(toCardPost(item)).toEqual({
      ...card,
      my_application_status: "requested",
      applied_on: "2026-11-02T00:00:00.000Z",
      application: {
        referral_id: 31,
        message: "Hello",
        resume: null,
        history: application.history,
        can_withdraw: true,
      },
    });
  });

  test("a card is far smaller than the post", () => {
    expect(JSON.stringify(toCardPost(post)).length).toBeLessThan(JSON.stringify(post).length / 5);
  });

  test("a paged list keeps its paging fields", () => {
    const list = {
      data: [post],
      page: 2,
      page_size: 20,
      total: 21,
      has_next: false,
      next_cursor: null,
      prev_cursor: "a",
      total_capped: false,
    };
    expect(toCardList(list)).toEqual({ ...list, data: [card] });
  });
});

/**
 * The demo job posts (issue 4): Acme's three open posts, Asha's and Rahul's; a like, Asha's
 * repost of an Acme post, Rahul's referral request on Asha's post, Asha's recommendation to
 * Rahul, and the notifications they made.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_LOGINS } from "#app/backend/index.server.ts";
import { startTestApi, type TestApi } from "#tests/api/harness.ts";
import { paged, titles } from "#tests/api/jobs-harness.ts";

let api: TestApi;
const who: Record<"asha" | "rahul" | "acme", { token: string; id: number }> = {} as never;
beforeAll(async () => {
  api = await startTestApi({ seedDemo: true, accessTokenTtlSeconds: 24 * 60 * 60 });
  for (const [name, login] of [
    ["asha", DEMO_LOGINS.individual],
    ["rahul", DEMO_LOGINS.secondIndividual],
    ["acme", DEMO_LOGINS.corporate],
  ] as const) {
    const response = await api.post("/api/user/login/", { email: login.email, password: login.password });
    if (response.status !== 200) throw new Error(`demo login ${login.email} failed`);
    who[name] = { token: response.body.data.access_token, id: response.body.data.user.id };
  }
});
afterAll(async () => {
  await api?.close();
});

const ACME = ["Product Design Intern", "Data Analyst, Logistics Insights", "Senior Frontend Engineer (React)"];

describe("the demo jobs", () => {
  test("Acme is a verified employer (decision 182): its page names the domain, its posts carry the badge", async () => {
    const page = await api.get(`/api/corporate/get/?user_id=${who.acme.id}`);
    expect(page.body.data.verified_domain).toBe("acme.test");
    const posts = (await paged(api, `/api/job-post/list/?user_id=${who.acme.id}`)).data as Array<{
      employer_verified: boolean | null;
    }>;
    expect(posts.map((post) => post.employer_verified)).toEqual(ACME.map(() => true));
  });

  test("Acme's open posts (public), with sanitised HTML descriptions; its dashboard has the counts", async () => {
    expect(await titles(api, `/api/job-post/list/?user_id=${who.acme.id}`)).toEqual(ACME);
    const mine = await paged(api, "/api/job-post/list/?type=mine", who.acme);
    const frontend = mine.data.find((p: { title: string }) => p.title === "Senior Frontend Engineer (React)");
    expect(frontend).toMatchObject({
      company_name: "Acme Technologies",
      job_type: "hybrid",
      min_experience: "4 Years 0 Months",
      currency: { code: "INR" },
      salary: 2800000,
      status: "open",
      like_count: 1,
      repost_count: 1,
      // Rahul's application, in review (decision 165).
      response_count: 1,
      posted_time_ago: "6 days ago",
      posted_by: { type_of_user: "corporate", name: "Acme Technologies" },
    });
    expect(frontend.locations.map((l: { city: string }) => l.city)).toEqual(["Bengaluru", "Mumbai"]);
    expect(frontend.skills.map((s: { title: string }) => s.title)).toEqual(["React", "TypeScript", "Node.js"]);
    expect(frontend.description).toContain("<ul><li>");
    expect(frontend.description).toContain(
      '<a href="https://acme.test/careers" target="_blank" rel="nofollow ugc noopener noreferrer">',
    );
    expect(frontend.reposted_by.map((p: { first_name: string }) => p.first_name)).toEqual(["Asha"]);
    expect((await paged(api, `/api/job-post/reposted-by/list/?job_post_id=${frontend.id}`, who.acme)).data).toEqual([
      expect.objectContaining({ first_name: "Asha", reposted_time_ago: "5 days ago" }),
    ]);
    const notices = (await api.get("/api/notification/list/", { token: who.acme.token })).body.data;
    expect(notices).toEqual([
      expect.objectContaining({
        type: "application_received",
        message: 'Rahul Nair applied to "Senior Frontend Engineer (React)".',
        link: `/corporate/posts/${frontend.id}/applications`,
      }),
      expect.objectContaining({
        type: "repost",
        message: 'Asha Verma reposted your job post "Senior Frontend Engineer (React)".',
        link: `/job-details/${frontend.id}`,
      }),
    ]);
    const [application] = (await paged(api, `/api/job-post/referral/list/?job_post_id=${frontend.id}`, who.acme)).data;
    expect(application).toMatchObject({
      application_status: "in_review",
      user: { first_name: "Rahul" },
      notes: [expect.objectContaining({ body: expect.stringContaining("React") })],
    });
  });

  test("Asha: her post with Rahul's pending response; her repost; Acme's posts under my company", async () => {
    const [post] = (await paged(api, "/api/job-post/list/?type=mine", who.asha)).data;
    expect(post).toMatchObject({
      title: "Backend Engineer, Hiring Platform",
      company_name: "Acme Technologies",
      response_count: 1,
      salary: null,
    });
    const responses = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, who.asha);
    expect(responses.data).toEqual([
      expect.objectContaining({
        status: "pending",
        applied_time_ago: "3 hours ago",
        message: expect.stringContaining("Node.js"),
        user: expect.objectContaining({ first_name: "Rahul", connections_in_common: 1 }),
      }),
    ]);
    expect(await titles(api, "/api/job-post/repost/list/?my_reposts=true", who.asha)).toEqual([
      "Senior Frontend Engineer (React)",
    ]);
    expect(await titles(api, "/api/job-post/list/?type=my_company", who.asha)).toEqual([
      ACME[0],
      "Backend Engineer, Hiring Platform",
      ACME[1],
      ACME[2],
    ]);
    // Suggested: never her own post; the frontend post matches two of her skills and her city.
    const suggested = await titles(api, "/api/job-post/list/?type=suggested", who.asha);
    expect(suggested).not.toContain("Backend Engineer, Hiring Platform");
    expect(suggested[0]).toBe("Senior Frontend Engineer (React)");
    expect(suggested).toHaveLength(4);
  });

  test("Rahul: his applied jobs (a referral request, an application in review), a like, a recommendation from Asha", async () => {
    const applied = await paged(api, "/api/job-post/list/?type=applied", who.rahul);
    expect(
      applied.data.map((p: { title: string; my_application_status: string }) => [p.title, p.my_application_status]),
    ).toEqual([
      ["Backend Engineer, Hiring Platform", "viewed"],
      ["Senior Frontend Engineer (React)", "in_review"],
    ]);
    const frontend = (await paged(api, `/api/job-post/list/?user_id=${who.acme.id}`, who.rahul)).data.find(
      (p: { title: string }) => p.title === "Senior Frontend Engineer (React)",
    );
    expect(frontend).toMatchObject({ liked_by_me: true, like_count: 1 });
    const recommendations = await paged(api, "/api/job-post/recommendations/list/", who.rahul);
    expect(recommendations.data).toEqual([
      expect.objectContaining({
        job_post: expect.objectContaining({ title: "Data Analyst, Logistics Insights" }),
        recommended_by: expect.objectContaining({ first_name: "Asha" }),
        created_time_ago: "2 days ago",
      }),
    ]);
    const notices = (await api.get("/api/notification/list/", { token: who.rahul.token })).body.data;
    // Asha's chat message (the demo conversation) came after the recommendation; Asha listing
    // her responses above marked Rahul's application viewed, and he was told (decision 130).
    expect(notices.map((n: { type: string }) => n.type)).toEqual([
      "referral_viewed",
      "application_in_review",
      "message",
      "recommendation",
    ]);
    expect(await titles(api, `/api/job-post/list/?user_id=${who.rahul.id}`)).toEqual(["Analytics Engineer"]);
  });
});

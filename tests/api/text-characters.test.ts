/**
 * Characters no text may carry (issue 10, item 6): a NUL (U+0000) — PostgreSQL refuses it in
 * text ("invalid byte sequence for encoding UTF8: 0x00"), which answered 500 — and an unpaired
 * UTF-16 surrogate. Any of them in a query string or anywhere in a JSON body is a 400 with the
 * message on the field, on SQLite and PostgreSQL alike, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { messages } from "#app/forms/fields.ts";
import {
  connect,
  corporateBody,
  individualBody,
  member,
  onboardedCorporate,
  signUp,
  startTestApi,
  uniqueEmail,
  type ApiResponse,
  type Member,
  type TestApi,
} from "./harness.ts";
import { createPost, postBody } from "./jobs-harness.ts";

let api: TestApi;
let asha: Member;
let rahul: Member;
beforeAll(async () => {
  api = await startTestApi();
  asha = await member(api);
  rahul = await member(api);
  await connect(api, asha, rahul);
});
afterAll(async () => {
  await api?.close();
});

const NUL = "\u0000";
const LONE_HIGH = "\uD800";
const LONE_LOW = "\uDC00";

/** A 400 whose message is the bad-character one, on `field`. */
function expectRefused(response: ApiResponse, field: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toEqual({
    result: false,
    message: messages.badCharacter,
    errors: { [field]: [messages.badCharacter] },
  });
}

describe("query strings", () => {
  test("a NUL in ?search= of a master list (no token) is a 400 on search", async () => {
    for (const kind of ["company", "skill", "location", "institution"]) {
      expectRefused(await api.get(`/api/master/${kind}/list/?search=a%00b`), "search");
    }
  });

  test("a NUL in ?search= of the search is a 400 on search; in another parameter, on that one", async () => {
    expectRefused(await api.get("/api/search/list/?search=a%00b", { token: asha.token }), "search");
    expectRefused(await api.get("/api/search/list/?search=ab&typeFilter=all%00", { token: asha.token }), "typeFilter");
    expectRefused(await api.get("/api/user/greet/?tz=Asia%2FKolkata%00", { token: asha.token }), "tz");
  });

  test("bytes that are not UTF-8 in a query string are no 5xx (kept as typed)", async () => {
    const response = await api.get("/api/master/company/list/?search=%ED%A0%80");
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
  });
});

describe("JSON bodies", () => {
  test("profile: create and update with a NUL in the headline write nothing", async () => {
    const session = await signUp(api);
    expectRefused(
      await api.post("/api/individual/create/", await individualBody(api, { bio: `Engineer${NUL}` }), {
        token: session.access_token,
      }),
      "bio",
    );
    expect((await api.get("/api/individual/get/", { token: session.access_token })).status).toBe(404);
    expectRefused(await api.put("/api/individual/update/", { bio: `a${NUL}b` }, { token: asha.token }), "bio");
    expect((await api.get("/api/individual/get/", { token: asha.token })).body.data.bio).toBe(asha.profile.bio);
  });

  test("experience and education", async () => {
    const company = (await api.get("/api/master/company/list/?search=Infosys")).body.data[0].id;
    const experience = {
      title: "Engineer",
      company,
      employment_type: "full-time",
      start_date: "2021-07",
      is_current: true,
    };
    expectRefused(
      await api.post(
        "/api/individual/experience/create/",
        { ...experience, title: `Engi${NUL}neer` },
        { token: asha.token },
      ),
      "title",
    );
    expectRefused(
      await api.post("/api/individual/experience/create/", { ...experience, description: NUL }, { token: asha.token }),
      "description",
    );
    const institution = (await api.get("/api/master/institution/list/")).body.data[0].id;
    const degree = (await api.get("/api/master/degree/list/")).body.data[0].id;
    expectRefused(
      await api.post(
        "/api/individual/education/create/",
        { institution, degree, start_year: 2015, grade: `8${NUL}` },
        { token: asha.token },
      ),
      "grade",
    );
    expect((await api.get("/api/individual/experience/get/", { token: asha.token })).body.data).toEqual([]);
  });

  test("chat message, connection note, invites, login", async () => {
    expectRefused(
      await api.post("/api/chat/message/send/", { participant_id: rahul.id, text: `hi${NUL}` }, { token: asha.token }),
      "text",
    );
    const stranger = await member(api);
    expectRefused(
      await api.post("/api/connection/create/", { user_id: stranger.id, note: `Hello${NUL}` }, { token: asha.token }),
      "note",
    );
    expectRefused(
      await api.post("/api/user/send-invites/", { emails: [`friend${NUL}@example.com`] }, { token: asha.token }),
      "emails",
    );
    expectRefused(
      await api.post("/api/user/login/", { email: `a${NUL}@example.com`, password: "Secret@123" }),
      "email",
    );
  });

  test("a body nested 30,000 deep is checked without overflowing the stack (no 5xx)", async () => {
    const deep = `${"[".repeat(30_000)}"x${NUL}"${"]".repeat(30_000)}`;
    const refused = await api.post("/api/user/login/", undefined, {
      rawBody: `{"email":${deep},"password":"Secret@123"}`,
      headers: { "content-type": "application/json" },
    });
    expect(refused.status).toBe(400);
    const clean = await api.post("/api/user/login/", undefined, {
      rawBody: `{"email":${deep.replace(NUL, "")},"password":"Secret@123"}`,
      headers: { "content-type": "application/json" },
    });
    expect(clean.status).toBeLessThan(500);
  });

  test("job post, referral message, company profile", async () => {
    expectRefused(
      await api.post("/api/job-post/create/", await postBody(api, { title: `Dev${NUL}` }), { token: asha.token }),
      "title",
    );
    expectRefused(
      await api.post("/api/job-post/create/", await postBody(api, { description: `<p>a${NUL}</p>` }), {
        token: asha.token,
      }),
      "description",
    );
    const post = await createPost(api, asha);
    expectRefused(
      await api.put(`/api/job-post/update/?job_post_id=${post.id}`, await postBody(api, { title: `T${NUL}` }), {
        token: asha.token,
      }),
      "title",
    );
    expectRefused(
      await api.post(
        "/api/job-post/referral/create/",
        { job_post_id: post.id, message: `Please${NUL}` },
        { token: rahul.token },
      ),
      "message",
    );
    const corporate = await onboardedCorporate(api);
    expectRefused(
      await api.put("/api/corporate/update/", { about: `We${NUL}` }, { token: corporate.session.access_token }),
      "about",
    );
    const fresh = await signUp(api, { type_of_user: "corporate" });
    expectRefused(
      await api.post("/api/corporate/create/", await corporateBody(api, { company_name: `Acme${NUL}` }), {
        token: fresh.access_token,
      }),
      "company_name",
    );
  });

  test("deep inside a body: in a list, in a nested object, in a key", async () => {
    expectRefused(await api.put("/api/individual/update/", { skills: [`1${NUL}`] }, { token: asha.token }), "skills");
    expectRefused(
      await api.put("/api/individual/update/", { bio: "fine", extra: { deeper: [NUL] } }, { token: asha.token }),
      "extra",
    );
    expectRefused(await api.put("/api/individual/update/", { [`bio${NUL}`]: "x" }, { token: asha.token }), "form");
  });

  test("an unpaired surrogate is refused like a NUL", async () => {
    expectRefused(await api.put("/api/individual/update/", { bio: `a${LONE_HIGH}b` }, { token: asha.token }), "bio");
    expectRefused(
      await api.post(
        "/api/chat/message/send/",
        { participant_id: rahul.id, text: `${LONE_LOW}` },
        { token: asha.token },
      ),
      "text",
    );
    expectRefused(
      await api.post("/api/user/sign-in/", {
        email: uniqueEmail(),
        password: `Secret@123${LONE_HIGH}`,
        type_of_user: "individual",
      }),
      "password",
    );
    // A proper pair (an emoji) is fine.
    const ok = await api.put("/api/individual/update/", { bio: "Builds things \uD83D\uDE80" }, { token: asha.token });
    expect(ok.status).toBe(200);
    expect(ok.body.data.bio).toBe("Builds things 🚀");
  });
});

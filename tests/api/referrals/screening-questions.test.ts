/**
 * Screening questions (issue 32, decision 167): a post's questions set at creation and edit (at
 * most 10; bad rows refused on their own fields), asked on the apply form (a required one
 * unanswered, a number that is not one: refused on `answers.<id>`, nothing written), whether the
 * application meets every requirement computed when it is sent, the poster's filter on it, and
 * the answers shown to the poster only.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, paged, postBody, type Company } from "#tests/api/jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const QUESTIONS = [
  { kind: "yes_no", text: "Are you authorised to work in India?", required: true, must_answer: "yes" },
  { kind: "number", text: "How many years of Go have you written?", required: true, min_number: 3 },
  { kind: "text", text: "Your notice period?", required: false },
];

describe("screening questions", () => {
  let acme: Company;
  let rahul: Member;
  let meera: Member;
  let dev: Member;
  beforeAll(async () => {
    acme = await company(api, { company_name: "Acme Screening" });
    rahul = await member(api, { first_name: "Rahul", last_name: "Nair" });
    meera = await member(api, { first_name: "Meera", last_name: "Iyer" });
    dev = await member(api, { first_name: "Dev", last_name: "Rao" });
  });

  test("a post's questions are stored in order and answered with the post (cards too); an edit keeps, changes and removes them", async () => {
    const post = await createPost(api, acme, { title: "Go Engineer", questions: QUESTIONS });
    expect(post.questions).toEqual([
      {
        id: expect.any(Number),
        kind: "yes_no",
        text: "Are you authorised to work in India?",
        required: true,
        must_answer: "yes",
        min_number: null,
      },
      {
        id: expect.any(Number),
        kind: "number",
        text: "How many years of Go have you written?",
        required: true,
        must_answer: null,
        min_number: 3,
      },
      {
        id: expect.any(Number),
        kind: "text",
        text: "Your notice period?",
        required: false,
        must_answer: null,
        min_number: null,
      },
    ]);
    const read = await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: rahul.token });
    expect(read.body.data.questions).toEqual(post.questions);
    const cards = await paged(api, `/api/job-post/list/?user_id=${acme.id}&view=card`, rahul);
    expect(cards.data.find((card: { id: number }) => card.id === post.id).questions).toEqual(post.questions);

    const [work, years] = post.questions;
    // An update without `questions` keeps them.
    const kept = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      await postBody(api, { title: "Go Engineer II", company: undefined }),
      { token: acme.token },
    );
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.questions).toEqual(post.questions);
    // Reordered and changed in place (same ids), the text question removed, one added.
    const edited = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      await postBody(api, {
        company: undefined,
        questions: [
          { ...QUESTIONS[1], id: years.id, min_number: 2 },
          { ...QUESTIONS[0], id: work.id, required: false },
          { kind: "yes_no", text: "Can you start in May?" },
        ],
      }),
      { token: acme.token },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.questions).toEqual([
      {
        id: years.id,
        kind: "number",
        text: "How many years of Go have you written?",
        required: true,
        must_answer: null,
        min_number: 2,
      },
      {
        id: work.id,
        kind: "yes_no",
        text: "Are you authorised to work in India?",
        required: false,
        must_answer: "yes",
        min_number: null,
      },
      {
        id: expect.any(Number),
        kind: "yes_no",
        text: "Can you start in May?",
        required: false,
        must_answer: null,
        min_number: null,
      },
    ]);
    // The same id twice: the second row is a new question.
    const twice = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      await postBody(api, {
        company: undefined,
        questions: [
          { ...QUESTIONS[2], id: years.id, kind: "number" },
          { ...QUESTIONS[2], id: years.id, kind: "number", text: "Again?" },
        ],
      }),
      { token: acme.token },
    );
    expect(twice.status, JSON.stringify(twice.body)).toBe(200);
    expect(twice.body.data.questions.map((q: { id: number; text: string }) => [q.id === years.id, q.text])).toEqual([
      [true, "Your notice period?"],
      [false, "Again?"],
    ]);
    // An empty list removes them all.
    const none = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      await postBody(api, { company: undefined, questions: [] }),
      { token: acme.token },
    );
    expect(none.body.data.questions).toEqual([]);
  });

  test("bad questions are refused next to their own fields; at most 10", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ kind: "text", text: `Question ${i + 1}?` }));
    const tooMany = await api.post(
      "/api/job-post/create/",
      await postBody(api, { company: undefined, questions: eleven }),
      { token: acme.token },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ questions: ["Add at most 10 questions."] });
    const ten = await createPost(api, acme, { questions: eleven.slice(0, 10) });
    expect(ten.questions).toHaveLength(10);

    const bad = await api.post(
      "/api/job-post/create/",
      await postBody(api, {
        company: undefined,
        questions: [
          { kind: "maybe", text: "Ok?" },
          { kind: "yes_no", text: "" },
          { kind: "text", text: "x".repeat(201) },
          { kind: "text", text: "Why?", must_answer: "yes" },
          { kind: "yes_no", text: "Why?", min_number: 3 },
          { kind: "number", text: "Years?", min_number: "lots" },
          { kind: "yes_no", text: "Sure?", must_answer: "maybe" },
        ],
      }),
      { token: acme.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      "questions[0].kind": ["Choose yes / no, a number or short text."],
      "questions[1].text": ["This is Required."],
      "questions[2].text": ["A question must be at most 200 characters."],
      "questions[3].must_answer": ["Only a yes / no question can require yes or no."],
      "questions[4].min_number": ["Only a number question can require a minimum."],
      "questions[5].min_number": ["Enter a number between 0 and 1000000."],
      "questions[6].must_answer": ["Choose yes or no."],
    });
    const notList = await api.post(
      "/api/job-post/create/",
      await postBody(api, { company: undefined, questions: "yes" }),
      { token: acme.token },
    );
    expect(notList.status).toBe(400);
    expect(notList.body.errors).toEqual({ questions: ["Send the questions as a list."] });
  });

  test("applying: a required question unanswered or a bad number is refused on its field (nothing written); meets_requirements is computed; the poster filters and sees the answers, nobody else", async () => {
    const post = await createPost(api, acme, { title: "Backend Engineer", questions: QUESTIONS });
    const [work, years, notice] = post.questions;

    const missing = await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: post.id, answers: { [work.id]: "yes" } },
      { token: rahul.token },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ [`answers.${years.id}`]: ["Answer this question."] });
    const badNumber = await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: post.id, answers: { [work.id]: "perhaps", [years.id]: "five", [notice.id]: "x".repeat(301) } },
      { token: rahul.token },
    );
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.errors).toEqual({
      [`answers.${work.id}`]: ["Answer yes or no."],
      [`answers.${years.id}`]: ["Enter a number."],
      [`answers.${notice.id}`]: ["An answer must be at most 300 characters."],
    });
    expect((await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}&status=all`, acme)).total).toBe(0);

    // Rahul meets both requirements (JSON: a boolean and a number); Meera has 2 years (multipart, as the form sends).
    const ok = await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: post.id, answers: { [work.id]: true, [years.id]: 5, [notice.id]: " 30 days " } },
      { token: rahul.token },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const short = await api.multipart(
      "/api/job-post/referral/create/",
      {
        job_post_id: String(post.id),
        [`answers.${work.id}`]: "yes",
        [`answers.${years.id}`]: "2.5",
        [`answers.${notice.id}`]: "",
      },
      null,
      { token: meera.token },
    );
    expect(short.status, JSON.stringify(short.body)).toBe(201);

    const all = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, acme);
    expect(all.total).toBe(2);
    const byUser = new Map(all.data.map((item: { user: { id: number } }) => [item.user.id, item]));
    expect(byUser.get(rahul.id)).toMatchObject({
      meets_requirements: true,
      answers: [
        {
          question_id: work.id,
          kind: "yes_no",
          question: "Are you authorised to work in India?",
          answer: "yes",
          meets: true,
        },
        {
          question_id: years.id,
          kind: "number",
          question: "How many years of Go have you written?",
          answer: "5",
          meets: true,
        },
        { question_id: notice.id, kind: "text", question: "Your notice period?", answer: "30 days", meets: null },
      ],
    });
    expect(byUser.get(meera.id)).toMatchObject({
      meets_requirements: false,
      answers: [
        { question_id: work.id, answer: "yes", meets: true },
        { question_id: years.id, answer: "2.5", meets: false },
      ],
    });

    const meets = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}&screening=meets`, acme);
    expect(meets.total).toBe(1);
    expect(meets.data.map((item: { user: { id: number } }) => item.user.id)).toEqual([rahul.id]);
    const bad = await api.get(`/api/job-post/referral/list/?job_post_id=${post.id}&screening=some`, {
      token: acme.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ screening: ["Choose all or meets."] });

    // Only the poster: the others are told the post is not theirs; the applicant's own views carry no answers.
    for (const who of [rahul, dev]) {
      const other = await api.get(`/api/job-post/referral/list/?job_post_id=${post.id}&screening=meets`, {
        token: who.token,
      });
      expect(other.status).toBeGreaterThanOrEqual(403);
      expect(other.status).toBeLessThan(500);
      expect(JSON.stringify(other.body)).not.toContain("30 days");
    }
    const readByOther = await api.get(`/api/job-post/referral/read/?referral_id=${ok.body.data.referral_id}`, {
      token: dev.token,
    });
    expect(readByOther.status).toBe(404);
    const read = await api.get(`/api/job-post/referral/read/?referral_id=${ok.body.data.referral_id}`, {
      token: acme.token,
    });
    expect(read.body.data.answers).toHaveLength(3);
    const applied = await paged(api, "/api/job-post/list/?type=applied", rahul);
    expect(JSON.stringify(applied.data)).not.toContain("30 days");
  });

  test("a post without requirements: meets_requirements is null, and the meets filter leaves it out; a post without questions takes applications as before", async () => {
    const post = await createPost(api, acme, {
      title: "Designer",
      questions: [{ kind: "text", text: "Portfolio link?", required: false }],
    });
    const asked = await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: post.id, answers: { [post.questions[0].id]: "https://example.com" } },
      { token: dev.token },
    );
    expect(asked.status).toBe(201);
    const listed = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, acme);
    expect(listed.data[0]).toMatchObject({
      meets_requirements: null,
      answers: [{ answer: "https://example.com", meets: null }],
    });
    expect((await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}&screening=meets`, acme)).total).toBe(
      0,
    );

    const plain = await createPost(api, acme, { title: "Writer" });
    expect(plain.questions).toEqual([]);
    const applied = await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: plain.id, message: "Hi", answers: { "999999": "ignored" } },
      { token: dev.token },
    );
    expect(applied.status).toBe(201);
    expect((await paged(api, `/api/job-post/referral/list/?job_post_id=${plain.id}`, acme)).data[0]).toMatchObject({
      meets_requirements: null,
      answers: [],
    });
    const notObject = await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: post.id, answers: ["yes"] },
      { token: rahul.token },
    );
    expect(notObject.status).toBe(400);
    expect(notObject.body.errors).toEqual({ answers: ["Send the answers as an object of question ids."] });
  });

  test("a question removed from the post takes its answers; the application keeps its judgement", async () => {
    const post = await createPost(api, acme, {
      title: "SRE",
      questions: [QUESTIONS[0], { kind: "text", text: "On call?" }],
    });
    const [work, onCall] = post.questions;
    await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: post.id, answers: { [work.id]: "no", [onCall.id]: "Yes" } },
      { token: rahul.token },
    );
    const edited = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      await postBody(api, {
        company: undefined,
        questions: [{ id: onCall.id, kind: "text", text: "On call, weekends?" }],
      }),
      { token: acme.token },
    );
    expect(edited.status).toBe(200);
    const listed = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, acme);
    expect(listed.data[0]).toMatchObject({
      meets_requirements: false,
      answers: [{ question_id: onCall.id, question: "On call, weekends?", answer: "Yes" }],
    });
  });

  test("applications racing an edit of the questions, or the post's deletion, answer 4xx, never 500", async () => {
    const applicants = await Promise.all(
      Array.from({ length: 6 }, (_, i) => member(api, { first_name: "Racer", last_name: `Number${"abcdef"[i]}` })),
    );
    const post = await createPost(api, acme, { title: "Racing Post", questions: [QUESTIONS[0]] });
    const [work] = post.questions;
    const apply = (who: Member) =>
      api.post(
        "/api/job-post/referral/create/",
        { job_post_id: post.id, answers: { [work.id]: "yes" } },
        { token: who.token },
      );
    const edit = api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      await postBody(api, { company: undefined, questions: [{ kind: "number", text: "Years?", required: true }] }),
      { token: acme.token },
    );
    const results = await Promise.all([...applicants.slice(0, 3).map(apply), edit]);
    for (const result of results) expect([200, 201, 400]).toContain(result.status);
    // Whatever the order, no application holds an answer to a question the post no longer has.
    const listed = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, acme);
    for (const item of listed.data) for (const answer of item.answers) expect(answer.question_id).not.toBe(work.id);

    const removed = api.del(`/api/job-post/delete/?job_post_id=${post.id}`, undefined, { token: acme.token });
    const late = await Promise.all([
      ...applicants
        .slice(3)
        .map((who) =>
          api.post("/api/job-post/referral/create/", { job_post_id: post.id, answers: {} }, { token: who.token }),
        ),
      removed,
    ]);
    for (const result of late) expect(result.status).toBeLessThan(500);
  });
});

/**
 * The hiring pipeline (issue 32, decision 165): a company moves applications to its posts through
 * stages, one or many at once, with a template or a written message; the applicant sees each
 * change with its time and message and is notified; the poster's private notes; the message
 * templates; the list by stage, oldest or newest first; and who may do what.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, notifications, paged, type Company } from "#tests/api/jobs-harness.ts";
import { expectKeysetWalk } from "#tests/api/keyset.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

async function apply(who: Member, postId: number): Promise<number> {
  const response = await api.post("/api/job-post/referral/create/", { job_post_id: postId }, { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.referral_id;
}

async function applied(who: Member, postId: number): Promise<any> {
  const list = await paged(api, "/api/job-post/list/?type=applied", who);
  return list.data.find((post: { id: number }) => post.id === postId);
}

describe("the hiring pipeline", () => {
  let rahul: Member;
  let meera: Member;
  let neha: Member;
  let acme: Company;
  let globex: Company;
  beforeAll(async () => {
    rahul = await member(api, { first_name: "Rahul", last_name: "Nair" });
    meera = await member(api, { first_name: "Meera", last_name: "Iyer" });
    neha = await member(api, { first_name: "Neha", last_name: "Gupta" });
    acme = await company(api, { company_name: "Acme Pipeline" });
    globex = await company(api, { company_name: "Globex Pipeline" });
  });

  test("a move with a template: the stage and its filled-in message reach the applicant's history and notifications", async () => {
    const post = await createPost(api, acme, { title: "Go Developer" });
    const id = await apply(rahul, post.id);
    // An application to a company: said so to both sides (a member's post is a referral request).
    const second = await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: meera.token });
    expect(second.body.message).toBe("Your application was sent.");
    expect((await notifications(api, acme))[0]).toMatchObject({
      type: "application_received",
      message: 'Meera Iyer applied to "Go Developer".',
      link: `/corporate/posts/${post.id}/applications`,
    });

    const templates = await api.get("/api/job-post/referral/templates/", { token: acme.token });
    expect(templates.status).toBe(200);
    expect(templates.body.data.map((t: { name: string }) => t.name)).toEqual([
      "Invitation to interview",
      "Not selected",
      "Offer",
      "Under review",
    ]);
    const invitation = templates.body.data.find((t: { name: string }) => t.name === "Invitation to interview");

    const moved = await api.post(
      "/api/job-post/referral/move/",
      { referral_ids: [id], stage: "interview", template_id: invitation.id },
      { token: acme.token },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      message: "Application moved.",
      data: {
        moved: [{ referral_id: id, job_post_id: post.id, status: "pending", application_status: "interview" }],
        unchanged: [],
      },
    });

    const mine = await applied(rahul, post.id);
    expect(mine.my_application_status).toBe("interview");
    expect(mine.application.can_withdraw).toBe(true);
    const last = mine.application.history.at(-1);
    expect(last).toMatchObject({ status: "interview", by: "poster" });
    expect(last.message).toBe(
      "Hi Rahul, we would like to invite you to interview for Go Developer. Reply to this message with times that suit you. — Acme Pipeline",
    );
    expect((await notifications(api, rahul))[0]).toMatchObject({
      type: "application_interview",
      message: 'Acme Pipeline would like to interview you for "Go Developer".',
    });

    // The poster's list shows the stage, the history and where it may go next.
    const listed = (await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}&status=interview`, acme))
      .data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      referral_id: id,
      application_status: "interview",
      moves: ["in_review", "offer", "hired", "not_selected"],
    });

    // A written message instead of a template; hired, then reconsidered.
    const hired = await api.post(
      "/api/job-post/referral/move/",
      { referral_ids: [id], stage: "hired", message: "Welcome aboard!" },
      { token: acme.token },
    );
    expect(hired.body.data.moved).toHaveLength(1);
    expect((await applied(rahul, post.id)).application).toMatchObject({ can_withdraw: false });
    expect((await applied(rahul, post.id)).application.history.at(-1)).toMatchObject({
      status: "hired",
      message: "Welcome aboard!",
    });
    expect((await notifications(api, rahul))[0]).toMatchObject({ type: "application_hired" });
  });

  test("a bulk move: the ones that can move do, the withdrawn one stays, with its reason", async () => {
    const post = await createPost(api, acme, { title: "Data Analyst" });
    const [r, m, n] = [await apply(rahul, post.id), await apply(meera, post.id), await apply(neha, post.id)];
    expect((await api.post("/api/job-post/referral/withdraw/", { referral_id: n }, { token: neha.token })).status).toBe(
      200,
    );

    const moved = await api.post(
      "/api/job-post/referral/move/",
      { referral_ids: [r, m, n], stage: "not_selected" },
      { token: acme.token },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe("2 applications moved.");
    expect(moved.body.data.moved.map((a: { referral_id: number }) => a.referral_id)).toEqual([r, m]);
    expect(moved.body.data.unchanged).toEqual([
      { referral_id: n, application_status: "withdrawn", reason: "This application has ended." },
    ]);

    // Again: nothing to do, said so.
    const again = await api.post(
      "/api/job-post/referral/move/",
      { referral_ids: [r], stage: "not_selected" },
      { token: acme.token },
    );
    expect(again.body).toMatchObject({
      message: "No application was moved.",
      data: { moved: [], unchanged: [{ referral_id: r, reason: "Already at this stage." }] },
    });
    expect((await notifications(api, meera))[0]).toMatchObject({ type: "application_not_selected" });
  });

  test("who may move: only the company whose post it is (404, nothing moved); individuals 403; bad bodies on their fields", async () => {
    const post = await createPost(api, acme, { title: "Support Engineer" });
    const mine = await apply(rahul, post.id);
    const other = await apply(meera, (await createPost(api, globex, { title: "Globex Role" })).id);

    const mixed = await api.post(
      "/api/job-post/referral/move/",
      { referral_ids: [mine, other], stage: "in_review" },
      { token: acme.token },
    );
    expect(mixed.status).toBe(404);
    expect(mixed.body.message).toBe("Referral not found.");
    expect((await applied(rahul, post.id)).my_application_status).toBe("requested");

    expect(
      (
        await api.post(
          "/api/job-post/referral/move/",
          { referral_ids: [mine], stage: "in_review" },
          { token: rahul.token },
        )
      ).status,
    ).toBe(403);
    expect((await api.post("/api/job-post/referral/move/", { referral_ids: [mine], stage: "in_review" })).status).toBe(
      401,
    );

    const bad = async (body: unknown) =>
      (await api.post("/api/job-post/referral/move/", body, { token: acme.token })).body.errors;
    expect(await bad({ referral_ids: [], stage: "offer" })).toEqual({
      referral_ids: ["Choose at least one application."],
    });
    expect(await bad({ referral_ids: [mine], stage: "referred" })).toEqual({
      stage: ["Choose a stage: in review, interview, offer, hired or not selected."],
    });
    expect(await bad({ referral_ids: [mine] })).toEqual({ stage: ["This is Required."] });
    expect(await bad({ referral_ids: Array.from({ length: 51 }, (_, i) => i + 1), stage: "offer" })).toEqual({
      referral_ids: ["Move at most 50 applications at once."],
    });
    expect(await bad({ referral_ids: [mine], stage: "offer", template_id: 1, message: "Hi" })).toEqual({
      message: ["Send a template or a message, not both."],
    });
    expect(await bad({ referral_ids: [mine], stage: "offer", message: "x".repeat(1001) })).toEqual({
      message: ["Message must be at most 1000 characters."],
    });
    // Another company's template is not one of yours.
    const globexTemplate = (await api.get("/api/job-post/referral/templates/", { token: globex.token })).body.data[0];
    expect(await bad({ referral_ids: [mine], stage: "offer", template_id: globexTemplate.id })).toEqual({
      template_id: ["Template not found."],
    });
    expect((await applied(rahul, post.id)).my_application_status).toBe("requested");
  });

  test("notes: the poster writes and reads them with the application; nobody else sees or touches them", async () => {
    const post = await createPost(api, acme, { title: "Designer" });
    const id = await apply(rahul, post.id);
    const added = await api.post(
      "/api/job-post/referral/note/",
      { referral_id: id, body: "  Strong portfolio; call on Monday.  " },
      { token: acme.token },
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: "Note added.",
      data: {
        body: "Strong portfolio; call on Monday.",
        author: { id: acme.id, name: "Acme Pipeline", type_of_user: "corporate" },
        created_time_ago: "just now",
      },
    });
    const listed = (await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, acme)).data[0];
    expect(listed.notes).toEqual([added.body.data]);
    expect(
      (await api.get(`/api/job-post/referral/read/?referral_id=${id}`, { token: acme.token })).body.data.notes,
    ).toEqual([added.body.data]);

    // The applicant's view carries no notes; another company and the applicant cannot add or delete.
    expect(JSON.stringify(await applied(rahul, post.id))).not.toContain("Strong portfolio");
    expect((await api.get(`/api/job-post/referral/read/?referral_id=${id}`, { token: rahul.token })).status).toBe(404);
    expect(
      (await api.post("/api/job-post/referral/note/", { referral_id: id, body: "Hi" }, { token: globex.token })).status,
    ).toBe(404);
    expect(
      (await api.post("/api/job-post/referral/note/", { referral_id: id, body: "Hi" }, { token: rahul.token })).status,
    ).toBe(404);
    expect(
      (await api.del(`/api/job-post/referral/note/?note_id=${added.body.data.id}`, undefined, { token: globex.token }))
        .status,
    ).toBe(404);

    const bad = await api.post("/api/job-post/referral/note/", { referral_id: id, body: " " }, { token: acme.token });
    expect(bad.body.errors).toEqual({ body: ["This is Required."] });
    expect(
      (
        await api.post(
          "/api/job-post/referral/note/",
          { referral_id: id, body: "x".repeat(1001) },
          { token: acme.token },
        )
      ).body.errors,
    ).toEqual({
      body: ["Note must be at most 1000 characters."],
    });

    const deleted = await api.del(`/api/job-post/referral/note/?note_id=${added.body.data.id}`, undefined, {
      token: acme.token,
    });
    expect(deleted.status).toBe(200);
    expect(
      (await api.del(`/api/job-post/referral/note/?note_id=${added.body.data.id}`, undefined, { token: acme.token }))
        .status,
    ).toBe(404);
    expect((await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, acme)).data[0].notes).toEqual([]);
  });

  test("templates: add, rename, a name once, at most ten, delete; a company's own only", async () => {
    const initech = await company(api, { company_name: "Initech Pipeline" });
    const list = async () => (await api.get("/api/job-post/referral/templates/", { token: initech.token })).body.data;
    expect(await list()).toHaveLength(4);

    const created = await api.post(
      "/api/job-post/referral/templates/",
      { name: "Assessment", body: "Hi {first_name}, here is a task." },
      { token: initech.token },
    );
    expect(created.status).toBe(201);
    const taken = await api.post(
      "/api/job-post/referral/templates/",
      { name: "Assessment", body: "Again" },
      { token: initech.token },
    );
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ name: ["You already have a template with this name."] });

    const updated = await api.request("PATCH", "/api/job-post/referral/templates/", {
      token: initech.token,
      body: { template_id: created.body.data.id, name: "Take-home task", body: "Hi {first_name}." },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: "Take-home task", body: "Hi {first_name}." });
    const stolen = await api.request("PATCH", "/api/job-post/referral/templates/", {
      token: acme.token,
      body: { template_id: created.body.data.id, name: "Mine", body: "Mine" },
    });
    expect(stolen.status).toBe(404);
    expect(
      (
        await api.del(`/api/job-post/referral/templates/?template_id=${created.body.data.id}`, undefined, {
          token: acme.token,
        })
      ).status,
    ).toBe(404);

    for (let n = (await list()).length; n < 10; n += 1) {
      expect(
        (
          await api.post(
            "/api/job-post/referral/templates/",
            { name: `Template ${n}`, body: "Text" },
            { token: initech.token },
          )
        ).status,
      ).toBe(201);
    }
    const eleventh = await api.post(
      "/api/job-post/referral/templates/",
      { name: "One more", body: "Text" },
      { token: initech.token },
    );
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe("You can keep at most 10 templates. Delete one first.");

    expect(
      (
        await api.del(`/api/job-post/referral/templates/?template_id=${created.body.data.id}`, undefined, {
          token: initech.token,
        })
      ).status,
    ).toBe(200);
    expect((await list()).map((t: { name: string }) => t.name)).not.toContain("Take-home task");
    expect((await api.get("/api/job-post/referral/templates/", { token: rahul.token })).status).toBe(403);
    expect(
      (await api.post("/api/job-post/referral/templates/", { name: "", body: "" }, { token: initech.token })).body
        .errors,
    ).toEqual({
      name: ["This is Required."],
      body: ["This is Required."],
    });
  });

  test("an individual's post stays a referral request: no stages, Refer and Not selected as before; the applicant withdraws from any open stage", async () => {
    const asha = await member(api, { first_name: "Asha", last_name: "Verma" });
    const post = await createPost(api, asha, { title: "Referral Role" });
    await apply(rahul, post.id);
    const listed = (await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, asha)).data[0];
    expect(listed).toMatchObject({ actions: ["refer", "not_select"], moves: [] });

    const companyPost = await createPost(api, acme, { title: "Offer Role" });
    const id = await apply(meera, companyPost.id);
    await api.post("/api/job-post/referral/move/", { referral_ids: [id], stage: "offer" }, { token: acme.token });
    const withdrawn = await api.post("/api/job-post/referral/withdraw/", { referral_id: id }, { token: meera.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.application_status).toBe("withdrawn");
  });

  test("the list by stage pages by keyset, newest or oldest first", async () => {
    const post = await createPost(api, acme, { title: "Many Applicants" });
    const ids: number[] = [];
    for (let n = 0; n < 23; n += 1) {
      ids.push(
        await apply(
          await member(api, { first_name: "Applicant", last_name: `Number${String.fromCharCode(97 + n)}` }),
          post.id,
        ),
      );
      api.clock.advance(60_000);
    }
    const path = `/api/job-post/referral/list/?job_post_id=${post.id}`;
    const newest = (await expectKeysetWalk(api, path, acme.token)).flatMap((page) =>
      page.data.map((r: { referral_id: number }) => r.referral_id),
    );
    expect(newest).toEqual([...ids].reverse());
    const oldest = (await expectKeysetWalk(api, `${path}&sort=oldest`, acme.token)).flatMap((page) =>
      page.data.map((r: { referral_id: number }) => r.referral_id),
    );
    expect(oldest).toEqual(ids);
    expect((await api.get(`${path}&sort=sideways`, { token: acme.token })).body.errors).toEqual({
      sort: ["Choose newest or oldest."],
    });

    await api.post(
      "/api/job-post/referral/move/",
      { referral_ids: ids.slice(0, 3), stage: "in_review" },
      { token: acme.token },
    );
    const inReview = await paged(api, `${path}&status=in_review&sort=oldest`, acme);
    expect(inReview.data.map((r: { referral_id: number }) => r.referral_id)).toEqual(ids.slice(0, 3));
    expect(inReview.total).toBe(3);
  });
});

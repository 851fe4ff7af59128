import { describe, expect, it } from "vitest";
import { createApi } from "#app/upstream/api.ts";
import { recordingUploadApi, type UploadCall } from "#app/upstream/test-helpers.ts";
import { UpstreamError } from "#app/upstream/client.ts";

type Call = UploadCall;
const recordingApi = recordingUploadApi;

const png = () => new File(["PNGDATA"], "me.png", { type: "image/png" });

describe("profile and individual api: the paths, verbs, queries and bodies of the contract", () => {
  const experience = {
    title: "Engineer",
    company: 3,
    employment_type: "full-time" as const,
    location: null,
    start_date: "2022-01",
    end_date: null,
    is_current: true,
    description: null,
  };
  const education = {
    institution: 2,
    degree: 4,
    field_of_study: "Physics",
    start_year: 2015,
    end_year: 2019,
    grade: "8.1",
  };
  const cases: Array<[string, (api: ReturnType<typeof createApi>) => Promise<unknown>, Omit<Call, "token">]> = [
    [
      "individual.create",
      (api) =>
        api.profiles.create({
          first_name: "A",
          last_name: "B",
          phone: "9876543210",
          pincode: "560001",
          location: 3,
          bio: "Hi",
        }),
      {
        method: "POST",
        path: "/api/individual/create/",
        query: {},
        body: { first_name: "A", last_name: "B", phone: "9876543210", pincode: "560001", location: 3, bio: "Hi" },
      },
    ],
    [
      "individual.get",
      (api) => api.profiles.get(),
      { method: "GET", path: "/api/individual/get/", query: {}, body: undefined },
    ],
    [
      "individual.get of another member",
      (api) => api.profiles.get({ user_id: 9 }),
      { method: "GET", path: "/api/individual/get/", query: { user_id: "9" }, body: undefined },
    ],
    [
      "individual.update",
      (api) => api.profiles.update({ bio: "New" }),
      { method: "PUT", path: "/api/individual/update/", query: {}, body: { bio: "New" } },
    ],
    [
      "uploadPicture",
      (api) => api.profiles.uploadPicture("banner", png()),
      {
        method: "POST",
        path: "/api/user/upload/picture/",
        query: { type: "banner" },
        body: undefined,
        file: { name: "me.png", text: "PNGDATA" },
      },
    ],
    [
      "deletePicture",
      (api) => api.profiles.deletePicture("photo"),
      { method: "DELETE", path: "/api/user/upload/picture/", query: { type: "photo" }, body: undefined },
    ],
    [
      "individual.experiences",
      (api) => api.profiles.experiences({ user_id: 2 }),
      { method: "GET", path: "/api/individual/experience/get/", query: { user_id: "2" }, body: undefined },
    ],
    [
      "individual.createExperience",
      (api) => api.profiles.createExperience(experience),
      { method: "POST", path: "/api/individual/experience/create/", query: {}, body: experience },
    ],
    [
      "individual.updateExperience",
      (api) => api.profiles.updateExperience(9, experience),
      { method: "PUT", path: "/api/individual/experience/update/", query: { id: "9" }, body: experience },
    ],
    [
      "individual.deleteExperience",
      (api) => api.profiles.deleteExperience(9),
      { method: "DELETE", path: "/api/individual/experience/delete/", query: { id: "9" }, body: undefined },
    ],
    [
      "individual.educations",
      (api) => api.profiles.educations(),
      { method: "GET", path: "/api/individual/education/get/", query: {}, body: undefined },
    ],
    [
      "individual.createEducation",
      (api) => api.profiles.createEducation(education),
      { method: "POST", path: "/api/individual/education/create/", query: {}, body: education },
    ],
    [
      "individual.updateEducation",
      (api) => api.profiles.updateEducation(5, education),
      { method: "PUT", path: "/api/individual/education/update/", query: { id: "5" }, body: education },
    ],
    [
      "individual.deleteEducation",
      (api) => api.profiles.deleteEducation(5),
      { method: "DELETE", path: "/api/individual/education/delete/", query: { id: "5" }, body: undefined },
    ],
    [
      "individual.uploadResume",
      (api) => api.profiles.uploadResume(new File(["%PDF-1.4"], "cv.pdf")),
      {
        method: "POST",
        path: "/api/individual/resume/upload/",
        query: {},
        body: undefined,
        file: { name: "cv.pdf", text: "%PDF-1.4" },
      },
    ],
    [
      "individual.deleteResume",
      (api) => api.profiles.deleteResume(),
      { method: "DELETE", path: "/api/individual/resume/delete/", query: {}, body: undefined },
    ],
    [
      "individual.resume",
      (api) => api.profiles.resume({ user_id: 4 }),
      { method: "GET", path: "/api/individual/resume/get/", query: { user_id: "4" }, body: undefined },
    ],
  ];

  it.each(cases)("%s", async (_name, run, expected) => {
    const { api, calls } = recordingApi();
    await run(api);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({ ...expected, file: expected.file, token: "Bearer T" });
  });
});

describe("profile api: results", () => {
  it("resolves reads with data and deletions with the server's sentence", async () => {
    const { api } = recordingApi((request) =>
      request.method === "DELETE"
        ? Response.json({ result: true, message: "Experience deleted." })
        : Response.json({ result: true, message: "", data: { type: "photo", url: "/api/files/a.webp" } }),
    );
    await expect(api.profiles.uploadPicture("photo", png())).resolves.toEqual({
      type: "photo",
      url: "/api/files/a.webp",
    });
    await expect(api.profiles.deleteExperience(1)).resolves.toEqual({ message: "Experience deleted." });
  });

  it("sends a visitor's profile read without a token", async () => {
    const { api, calls } = recordingApi(undefined, null);
    await api.profiles.get({ user_id: 7 });
    expect(calls[0].token).toBeNull();
  });

  it("resolves the resume with the upstream Response, headers kept", async () => {
    const { api } = recordingApi(
      () =>
        new Response("%PDF-1.4", {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": 'attachment; filename="A-B-resume.pdf"',
          },
        }),
    );
    const response = await api.profiles.resume();
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="A-B-resume.pdf"');
    expect(await response.text()).toBe("%PDF-1.4");
  });

  it("rejects a wrong file type with the field error and a file too large with 413", async () => {
    const wrongType = recordingApi(() =>
      Response.json(
        { result: false, message: "Please check the file.", errors: { file: ["Upload a JPEG, PNG or WebP image."] } },
        { status: 400 },
      ),
    );
    const error = await wrongType.api.profiles.uploadPicture("photo", png()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).fieldErrors).toEqual({ file: ["Upload a JPEG, PNG or WebP image."] });

    const tooLarge = recordingApi(() =>
      Response.json({ result: false, message: "The file is too large. The limit is 10 MB." }, { status: 413 }),
    );
    await expect(tooLarge.api.profiles.uploadResume(new File(["x"], "cv.pdf"))).rejects.toMatchObject({
      status: 413,
      statusText: "Payload Too Large",
    });
  });
});

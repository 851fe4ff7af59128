import type { UpstreamApi } from "~/upstream/api";
import { getPaged, type Paged } from "~/upstream/paged";

/**
 * The job post calls the poster's screens need, over the typed client. A stop-gap until
 * `api.jobs` (app/upstream/jobs-api.ts) lands; the shapes are the built-in API's
 * (app/backend/job-post/router.ts).
 */
export type Titled = { id: number; title: string };
export type PersonRef = { id: number; first_name: string; last_name: string; bio: string; profile_pic: string | null; username: string };
export type PosterJobPost = {
  id: number;
  title: string;
  company: Titled | null;
  company_name: string;
  job_type: "in-office" | "remote" | "hybrid";
  sector: Titled;
  domain: Titled;
  min_experience: string;
  min_experience_years: number;
  min_experience_months: number;
  employment_type: "full-time" | "part-time" | "internship" | "contract" | "freelance";
  currency: { id: number; title: string; code: string };
  salary: number | null;
  locations: Array<{ id: number; city: string; state: string; country: string }>;
  skills: Titled[];
  no_of_openings: number;
  description: string;
  status: "open" | "closed";
  posted_by: { id: number; name: string; type_of_user: "individual" | "corporate" };
  posted_time_ago: string;
  created_at: string;
  is_mine: boolean;
  like_count: number;
  repost_count: number;
  response_count: number | null;
};
export type JobResponse = {
  referral_id: number;
  job_post_id: number;
  applied_on: string;
  applied_time_ago: string;
  status: "pending" | "referred" | "ignored";
  message: string | null;
  user: PersonRef & { connections_in_common: number };
};
export type ResponseDetail = JobResponse & { job_post: { id: number; title: string; status: string } };
export type Reposter = PersonRef & { reposted_at?: string; reposted_time_ago?: string };

export type JobPostBody = Record<string, unknown>;

export function posterApi(api: UpstreamApi) {
  const { client } = api;
  const q = (id: number) => ({ query: { job_post_id: id } });
  return {
    create: async (body: JobPostBody) => {
      const envelope = await client.post<PosterJobPost>("/api/job-post/create/", { body });
      return { data: envelope.data, message: envelope.message };
    },
    read: async (id: number) => (await client.get<PosterJobPost>("/api/job-post/read/", q(id))).data,
    update: async (id: number, body: JobPostBody) => {
      const envelope = await client.put<PosterJobPost>("/api/job-post/update/", { ...q(id), body });
      return { data: envelope.data, message: envelope.message };
    },
    delete: async (id: number) => (await client.delete("/api/job-post/delete/", q(id))).message,
    mine: (page: number): Promise<Paged<PosterJobPost>> => getPaged<PosterJobPost>(client, "/api/job-post/list/", { type: "mine", page }),
    responses: (id: number, page: number) => getPaged<JobResponse>(client, "/api/job-post/referral/list/", { job_post_id: id, page }),
    response: async (referralId: number) => (await client.get<ResponseDetail>("/api/job-post/referral/read/", { query: { referral_id: referralId } })).data,
    refer: async (referralId: number) => (await client.post("/api/job-post/referral/refer/", { body: { referral_id: referralId } })).message,
    ignore: async (referralId: number) => (await client.patch("/api/job-post/referral/ignore/", { body: { referral_id: referralId } })).message,
    repostedBy: (id: number, page: number) => getPaged<Reposter>(client, "/api/job-post/reposted-by/list/", { job_post_id: id, page }),
  };
}

import { describe } from "vitest";
import { itSendsEach, type WrapperCase } from "#app/upstream/test-helpers.ts";

const cases: WrapperCase[] = [
  [
    "create with a message (trimmed)",
    (api) => api.referrals.create({ job_post_id: 4, message: "  Hi  " }),
    { method: "POST", path: "/api/job-post/referral/create/", body: { job_post_id: 4, message: "Hi" } },
  ],
  [
    "create without a message leaves it out",
    (api) => api.referrals.create({ job_post_id: 4, message: null }),
    { method: "POST", path: "/api/job-post/referral/create/", body: { job_post_id: 4 } },
  ],
  [
    "list",
    (api) => api.referrals.list({ job_post_id: 4, page: 2 }),
    { method: "GET", path: "/api/job-post/referral/list/", query: { job_post_id: "4", page: "2" } },
  ],
  [
    "read",
    (api) => api.referrals.read({ referral_id: 6 }),
    { method: "GET", path: "/api/job-post/referral/read/", query: { referral_id: "6" } },
  ],
  [
    "refer",
    (api) => api.referrals.refer({ referral_id: 6 }),
    { method: "POST", path: "/api/job-post/referral/refer/", body: { referral_id: 6 } },
  ],
  [
    "ignore",
    (api) => api.referrals.ignore({ referral_id: 6 }),
    { method: "PATCH", path: "/api/job-post/referral/ignore/", body: { referral_id: 6 } },
  ],
  [
    "setStatus",
    (api) => api.referrals.setStatus({ referral_id: 6, status: "not_selected" }),
    { method: "POST", path: "/api/job-post/referral/status/", body: { referral_id: 6, status: "not_selected" } },
  ],
  [
    "withdraw",
    (api) => api.referrals.withdraw({ referral_id: 6 }),
    { method: "POST", path: "/api/job-post/referral/withdraw/", body: { referral_id: 6 } },
  ],
  [
    "recommend",
    (api) => api.referrals.recommend({ job_post_id: 4, user_id: 7 }),
    { method: "POST", path: "/api/job-post/recommend/", body: { job_post_id: 4, user_id: 7 } },
  ],
  [
    "recommendations",
    (api) => api.referrals.recommendations({ page: 2 }),
    { method: "GET", path: "/api/job-post/recommendations/list/", query: { page: "2" } },
  ],
  [
    "recommendations after a cursor",
    (api) => api.referrals.recommendations({ page: 2, cursor: "abc" }),
    { method: "GET", path: "/api/job-post/recommendations/list/", query: { page: "2", cursor: "abc" } },
  ],
];

describe("referrals wrappers follow the contract", () => {
  itSendsEach(cases);
});

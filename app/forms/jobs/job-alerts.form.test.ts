import { describe, expect, test } from "vitest";
import { NO_JOB_FILTERS } from "./job-filters.form.ts";
import { alertFilters, canMakeAlert, describeAlertFilters, jobAlertFormSchema } from "./job-alerts.form.ts";

const none = { ...NO_JOB_FILTERS, locations: [], skills: [], company: [], sector: [], domain: [], currency: null };

describe("job alerts", () => {
  test("an alert keeps the filters but not the time window or the sort", () => {
    const filters = {
      ...NO_JOB_FILTERS,
      job_type: ["remote" as const],
      posted_within: "week" as const,
      sort: "salary" as const,
    };
    expect(alertFilters(filters)).toEqual({ ...NO_JOB_FILTERS, job_type: ["remote"] });
    expect(canMakeAlert(filters)).toBe(true);
    expect(canMakeAlert({ ...NO_JOB_FILTERS, posted_within: "24h", sort: "newest" })).toBe(false);
  });

  test("describes the filters in one line", () => {
    expect(describeAlertFilters(none)).toBe("All jobs");
    expect(
      describeAlertFilters({
        ...none,
        locations: [{ city: "Bengaluru" }, { city: "Pune" }],
        job_type: ["remote", "hybrid"],
        skills: [{ title: "React" }],
        experience: 3,
        salary_min: 1_500_000,
        currency: null,
      }),
    ).toBe("Bengaluru, Pune · Remote, Hybrid · React · at most 3 years of experience · at least INR 15,00,000 a year");
    expect(describeAlertFilters({ ...none, currency: { code: "USD" } })).toBe("paid in USD");
  });

  test("the settings forms: frequency and ids are checked with clear messages", () => {
    const bad = jobAlertFormSchema.safeParse({ intent: "frequency", alert_id: 0, frequency: "hourly" });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).sort();
    expect(messages).toEqual(["alert_id: Enter a valid job alert id.", "frequency: Choose daily or weekly."]);
    expect(
      jobAlertFormSchema.safeParse({ intent: "create", frequency: "weekly", filters: "job_type=remote" }).success,
    ).toBe(true);
    expect(jobAlertFormSchema.safeParse({ intent: "delete" }).error?.issues[0]?.message).toBe("This is Required.");
  });
});

/**
 * The demo job posts (part of the demo data, loaded in the same transaction): three open posts by
 * Acme Technologies, one by Asha (at Acme) and one by Rahul (at Razorpay), with sanitised HTML
 * descriptions; Rahul likes Acme's frontend post, Asha reposts it, Rahul asks Asha for a referral
 * on her post and applies to Acme's frontend post (in review, with a note of Acme's), and Asha
 * recommends Acme's analyst post to Rahul (they are connected).
 */
import { sanitizeRichText } from "#app/server/sanitize-html.server.ts";
import { insertJobPost, jobPostPath } from "#app/backend/jobs/job-post.ts";
import type { JobPostInput } from "#app/backend/jobs/post-input.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { HOUR_MS, DAY_MS, addMs, iso } from "#app/backend/lib/time.ts";
import { notify } from "#app/backend/notifications/service.ts";
import { applicationsPath } from "#app/backend/referrals/application-status.ts";

type DemoPost = Omit<JobPostInput, "sector" | "domain" | "currency" | "locations" | "skills" | "company"> & {
  sector: string;
  domain: string;
  currency: string;
  locations: string[];
  skills: string[];
  /** Individual posters name the company. */
  company?: string;
  ageMs: number;
};

/** The titles of the demo posts (also used by the tests and the README). */
export const DEMO_JOB_TITLES = {
  acmeFrontend: "Senior Frontend Engineer (React)",
  acmeAnalyst: "Data Analyst, Logistics Insights",
  acmeDesignIntern: "Product Design Intern",
  ashaBackend: "Backend Engineer, Hiring Platform",
  rahulAnalytics: "Analytics Engineer",
} as const;

const ACME_POSTS: Record<"acmeFrontend" | "acmeAnalyst" | "acmeDesignIntern", DemoPost> = {
  acmeFrontend: {
    title: DEMO_JOB_TITLES.acmeFrontend,
    job_type: "hybrid",
    sector: "Information Technology",
    domain: "Web Development",
    min_experience_years: 4,
    min_experience_months: 0,
    employment_type: "full-time",
    currency: "INR",
    salary: 2_800_000,
    locations: ["Bengaluru", "Mumbai"],
    skills: ["React", "TypeScript", "Node.js"],
    no_of_openings: 2,
    description:
      "<p>Acme Technologies builds the cloud software that moves goods across India. Join the team that makes our shipper dashboard fast, clear and accessible.</p>" +
      "<p><strong>What you will do</strong></p>" +
      "<ul><li>Build new screens of the shipper dashboard in React and TypeScript</li><li>Own performance budgets and accessibility checks</li><li>Review code and mentor two junior engineers</li></ul>" +
      "<p><strong>What we look for</strong></p>" +
      "<ol><li>Four or more years of frontend work in production</li><li>Comfort with REST APIs and Node.js</li></ol>" +
      '<p style="text-align:center">Read more about our team on <a href="https://acme.test/careers">acme.test/careers</a>.</p>',
    ageMs: 6 * DAY_MS,
  },
  acmeAnalyst: {
    title: DEMO_JOB_TITLES.acmeAnalyst,
    job_type: "in-office",
    sector: "Logistics and Supply Chain",
    domain: "Data Analytics",
    min_experience_years: 2,
    min_experience_months: 6,
    employment_type: "full-time",
    currency: "INR",
    salary: 1_400_000,
    locations: ["Pune"],
    skills: ["SQL", "Power BI", "Python", "Data Analysis"],
    no_of_openings: 1,
    description:
      "<p>Help our operations teams see where every truck is and why deliveries run late.</p>" +
      "<ul><li>Model delivery data in SQL and build <em>Power BI</em> reports</li><li>Work with city managers to find and fix delays</li></ul>" +
      "<p>You will sit with the Pune operations team three days a week.</p>",
    ageMs: 4 * DAY_MS,
  },
  acmeDesignIntern: {
    title: DEMO_JOB_TITLES.acmeDesignIntern,
    job_type: "remote",
    sector: "Information Technology",
    domain: "UI/UX Design",
    min_experience_years: 0,
    min_experience_months: 0,
    employment_type: "internship",
    currency: "INR",
    salary: 360_000,
    locations: ["Mumbai"],
    skills: ["Figma", "UI Design", "UX Research"],
    no_of_openings: 3,
    description:
      "<p>A six-month internship with our design team. You will <u>test ideas with real drivers</u> and turn what you learn into Figma prototypes.</p>" +
      "<ul><li>Portfolio with at least two case studies</li><li>Curiosity about how logistics works</li></ul>",
    ageMs: 20 * HOUR_MS,
  },
};

const ASHA_POST: DemoPost = {
  title: DEMO_JOB_TITLES.ashaBackend,
  company: "Acme Technologies",
  job_type: "hybrid",
  sector: "Information Technology",
  domain: "Software Development",
  min_experience_years: 3,
  min_experience_months: 0,
  employment_type: "full-time",
  currency: "INR",
  salary: null,
  locations: ["Bengaluru"],
  skills: ["Node.js", "PostgreSQL", "Docker", "TypeScript"],
  no_of_openings: 1,
  description:
    "<p>My team at Acme is hiring a backend engineer for the hiring platform: candidate search, referrals and the recruiter dashboard.</p>" +
    "<ul><li>Node.js and TypeScript services on PostgreSQL</li><li>Docker-based deploys, on-call one week in six</li></ul>" +
    "<p>Happy to refer people I know, so ask me for a referral here.</p>",
  ageMs: 3 * DAY_MS,
};

const RAHUL_POST: DemoPost = {
  title: DEMO_JOB_TITLES.rahulAnalytics,
  company: "Razorpay",
  job_type: "in-office",
  sector: "Banking and Financial Services",
  domain: "Data Analytics",
  min_experience_years: 2,
  min_experience_months: 0,
  employment_type: "full-time",
  currency: "INR",
  salary: 1_800_000,
  locations: ["Pune", "Bengaluru"],
  skills: ["SQL", "Python", "Tableau"],
  no_of_openings: 2,
  description:
    "<p>A friend's team at Razorpay is looking for an analytics engineer to build payment dashboards.</p>" +
    "<ol><li>Strong SQL and Python</li><li>Experience with Tableau or a similar tool</li></ol>",
  ageMs: 2 * DAY_MS,
};

async function idByTitle(
  db: Db,
  table: "sectors" | "domains" | "skills" | "companies",
  title: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select("id")
    .where("title", "=", title)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function toInput(db: Db, post: DemoPost): Promise<JobPostInput> {
  const currency = await db
    .selectFrom("currencies")
    .select("id")
    .where("code", "=", post.currency)
    .executeTakeFirstOrThrow();
  const locations: number[] = [];
  for (const city of post.locations) {
    locations.push(
      (await db.selectFrom("locations").select("id").where("city", "=", city).executeTakeFirstOrThrow()).id,
    );
  }
  const skills: number[] = [];
  for (const title of post.skills) skills.push(await idByTitle(db, "skills", title));
  return {
    title: post.title,
    job_type: post.job_type,
    sector: await idByTitle(db, "sectors", post.sector),
    domain: await idByTitle(db, "domains", post.domain),
    min_experience_years: post.min_experience_years,
    min_experience_months: post.min_experience_months,
    employment_type: post.employment_type,
    currency: currency.id,
    salary: post.salary,
    locations,
    skills,
    no_of_openings: post.no_of_openings,
    description: sanitizeRichText(post.description),
  };
}

export type DemoJobPeople = { asha: number; rahul: number; acme: number; acmeCompany: number };

/** Adds the demo posts and their likes, repost, referral request and recommendation (inside the seeding transaction). */
export async function seedDemoJobs(trx: Db, people: DemoJobPeople, now: Date): Promise<void> {
  const ago = (ms: number) => addMs(now, -ms);
  const ids: Record<keyof typeof DEMO_JOB_TITLES, number> = {
    acmeFrontend: 0,
    acmeAnalyst: 0,
    acmeDesignIntern: 0,
    ashaBackend: 0,
    rahulAnalytics: 0,
  };
  for (const [key, post] of Object.entries(ACME_POSTS) as Array<[keyof typeof ACME_POSTS, DemoPost]>) {
    ids[key] = await insertJobPost(trx, people.acme, people.acmeCompany, await toInput(trx, post), ago(post.ageMs));
  }
  // Asha works at Acme: her post is at Acme's own company entry.
  ids.ashaBackend = await insertJobPost(
    trx,
    people.asha,
    people.acmeCompany,
    await toInput(trx, ASHA_POST),
    ago(ASHA_POST.ageMs),
  );
  ids.rahulAnalytics = await insertJobPost(
    trx,
    people.rahul,
    await idByTitle(trx, "companies", RAHUL_POST.company!),
    await toInput(trx, RAHUL_POST),
    ago(RAHUL_POST.ageMs),
  );

  // Rahul likes Acme's frontend post; Asha likes Rahul's.
  await trx
    .insertInto("job_post_likes")
    .values([
      { job_post_id: ids.acmeFrontend, user_id: people.rahul, created_at: iso(ago(5 * DAY_MS)) },
      { job_post_id: ids.rahulAnalytics, user_id: people.asha, created_at: iso(ago(DAY_MS)) },
    ])
    .execute();

  // Asha reposts Acme's frontend post (Acme is told).
  const repostAt = ago(5 * DAY_MS);
  const { id: repost } = await trx
    .insertInto("job_post_reposts")
    .values({ job_post_id: ids.acmeFrontend, user_id: people.asha, created_at: iso(repostAt) })
    .returning("id")
    .executeTakeFirstOrThrow();
  await notify(trx, {
    type: "repost",
    recipientId: people.acme,
    actorId: people.asha,
    link: jobPostPath(ids.acmeFrontend),
    subjectId: repost,
    about: DEMO_JOB_TITLES.acmeFrontend,
    now: repostAt,
  });

  // Rahul asks Asha for a referral on her post (pending; Asha is told).
  const referralAt = ago(3 * HOUR_MS);
  const { id: referral } = await trx
    .insertInto("referrals")
    .values({
      job_post_id: ids.ashaBackend,
      user_id: people.rahul,
      message: "Hi Asha, I have been building Node.js services for our reporting tools and would love to be referred.",
      status: "requested",
      created_at: iso(referralAt),
      responded_at: null,
      status_at: iso(referralAt),
      resume_file_key: null,
      resume_name: null,
      resume_size: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("referral_status_history")
    .values({ referral_id: referral, status: "requested", at: iso(referralAt), by_user_id: people.rahul })
    .execute();
  await notify(trx, {
    type: "referral_request",
    recipientId: people.asha,
    actorId: people.rahul,
    link: jobPostPath(ids.ashaBackend),
    subjectId: referral,
    about: DEMO_JOB_TITLES.ashaBackend,
    now: referralAt,
  });

  // Rahul applies to Acme's frontend post; Acme moves it to review with its "Under review"
  // message and keeps a note (decision 165). Rahul is told of each step.
  const appliedAt = ago(2 * DAY_MS);
  const reviewedAt = ago(DAY_MS);
  const { id: application } = await trx
    .insertInto("referrals")
    .values({
      job_post_id: ids.acmeFrontend,
      user_id: people.rahul,
      message:
        "I have led the React rewrite of our merchant dashboard at Razorpay and would love to build Acme's ops tools.",
      status: "in_review",
      created_at: iso(appliedAt),
      responded_at: iso(reviewedAt),
      status_at: iso(reviewedAt),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("referral_status_history")
    .values([
      { referral_id: application, status: "requested", at: iso(appliedAt), by_user_id: people.rahul },
      { referral_id: application, status: "viewed", at: iso(addMs(appliedAt, 2 * HOUR_MS)), by_user_id: people.acme },
      {
        referral_id: application,
        status: "in_review",
        at: iso(reviewedAt),
        by_user_id: people.acme,
        message: `Hi Rahul, thank you for applying for ${DEMO_JOB_TITLES.acmeFrontend}. We are reviewing your application and will get back to you soon. — Acme Technologies`,
      },
    ])
    .execute();
  await trx
    .insertInto("referral_notes")
    .values({
      referral_id: application,
      author_user_id: people.acme,
      body: "Strong React portfolio. Schedule a call with Vikram.",
      created_at: iso(reviewedAt),
    })
    .execute();
  for (const step of [
    {
      type: "application_received" as const,
      recipientId: people.acme,
      actorId: people.rahul,
      now: appliedAt,
      link: applicationsPath(ids.acmeFrontend, "corporate"),
    },
    {
      type: "application_in_review" as const,
      recipientId: people.rahul,
      actorId: people.acme,
      now: reviewedAt,
      link: jobPostPath(ids.acmeFrontend),
    },
  ]) {
    await notify(trx, { ...step, subjectId: application, about: DEMO_JOB_TITLES.acmeFrontend });
  }

  // Asha recommends Acme's analyst post to Rahul (Rahul is told).
  const recommendedAt = ago(2 * DAY_MS);
  const { id: recommendation } = await trx
    .insertInto("recommendations")
    .values({
      job_post_id: ids.acmeAnalyst,
      from_user_id: people.asha,
      to_user_id: people.rahul,
      created_at: iso(recommendedAt),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await notify(trx, {
    type: "recommendation",
    recipientId: people.rahul,
    actorId: people.asha,
    link: jobPostPath(ids.acmeAnalyst),
    subjectId: recommendation,
    about: DEMO_JOB_TITLES.acmeAnalyst,
    now: recommendedAt,
  });
}

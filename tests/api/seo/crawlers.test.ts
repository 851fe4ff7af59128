/**
 * What crawlers, feed readers, chat apps and other sites read (issue 33, decision 170), from the
 * real server on the build, on SQLite or PostgreSQL (TEST_DB): robots.txt, the JobPosting JSON-LD
 * of every open demo job's page (and none on a closed one), the share cards, the Atom feeds
 * (read with a real feed parser), the widget's framing, and the sitemaps within the protocol's
 * limits with 50,000 posts more.
 */
import { sql } from "kysely";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#app/backend/lib/db/index.ts";
import { jobPostingProblems } from "#tests/support/job-posting.ts";
import { DEMO, startWebApp, type WebApp } from "#tests/api/web-server.ts";

let web: WebApp;
let acmeToken: string;
let ashaToken: string;
let acmeId: number;

const JSON_TYPE = { "content-type": "application/json" };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const subOf = (token: string) => Number(JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).sub);
const parser = new Parser();

beforeAll(async () => {
  web = await startWebApp({ name: "crawlers" });
  acmeToken = await web.token(DEMO.corporate.email, DEMO.corporate.password);
  ashaToken = await web.token(DEMO.individual.email, DEMO.individual.password);
  acmeId = subOf(acmeToken);
}, 300_000);
afterAll(async () => {
  await web?.stop();
});

async function api(method: string, path: string, token?: string, body?: unknown) {
  const res = await web.raw(method, path, {
    headers: { ...(body ? JSON_TYPE : {}), ...(token ? bearer(token) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: JSON.parse(res.body) };
}

/** Every URL of every sitemap page the index names. */
async function sitemapUrls(): Promise<{ pages: string[]; urls: Array<{ loc: string; lastmod: string }> }> {
  const index = await web.raw("GET", "/sitemap.xml");
  expect(index.status).toBe(200);
  const pages = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]);
  const urls: Array<{ loc: string; lastmod: string }> = [];
  for (const page of pages) {
    const res = await web.raw("GET", new URL(page).pathname);
    expect(res.status).toBe(200);
    urls.push(
      ...[...res.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => ({
        loc: m[1],
        lastmod: m[2],
      })),
    );
  }
  return { pages, urls };
}

const ldJson = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);

describe("robots.txt", () => {
  test("names the sitemap and keeps the member's own screens and the API out, not the public pages", async () => {
    const res = await web.raw("GET", "/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.split("\n");
    expect(lines).toContain(`Sitemap: ${web.url}/sitemap.xml`);
    for (const path of [
      "/api/",
      "/individual/",
      "/corporate/",
      "/settings/",
      "/chats/",
      "/post-details/",
      "/search-results",
      "/embed/",
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    const disallowed = lines.filter((line) => line.startsWith("Disallow: ")).map((line) => line.slice(10));
    for (const open of ["/job-details/7", "/profile/corporate/3", "/jobs", "/sitemap.xml", "/login"])
      expect(
        disallowed.some((prefix) => open.startsWith(prefix)),
        open,
      ).toBe(false);
  });
});

describe("JobPosting JSON-LD", () => {
  test("every open demo job's page carries one, with Google's required and recommended fields, all shown on the page", async () => {
    const { urls } = await sitemapUrls();
    const jobs = urls.filter((url) => url.loc.includes("/job-details/"));
    expect(jobs.length).toBeGreaterThanOrEqual(5);
    let claimedCompanyPosts = 0;
    for (const { loc } of jobs) {
      const id = Number(loc.split("/").at(-1));
      const post = (await api("GET", `/api/job-post/read/?job_post_id=${id}`)).body.data;
      expect(post.status).toBe("open");
      const page = await web.raw("GET", `/job-details/${id}`);
      expect(page.status).toBe(200);
      const scripts = ldJson(page.body);
      expect(scripts, loc).toHaveLength(1);
      expect(scripts[0]).not.toMatch(/<\/script/i);
      const posting = JSON.parse(scripts[0]);
      expect(jobPostingProblems(posting), `${loc}: ${scripts[0]}`).toEqual([]);
      expect(posting).toMatchObject({
        title: post.title,
        description: post.description || expect.any(String),
        datePosted: post.created_at,
        validThrough: post.valid_through,
        url: loc,
      });
      expect(posting.identifier.value).toBe(String(id));
      // What it says, the page shows: the title, the company, the salary, the places, the end date.
      const text = page.body.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&");
      expect(text).toContain(post.title);
      expect(text).toContain(posting.hiringOrganization.name);
      expect(page.body.toLowerCase()).toContain(`datetime="${post.created_at.toLowerCase()}"`);
      for (const location of post.locations) expect(text).toContain(location.city);
      if (post.salary !== null) expect(posting.baseSalary.value.value).toBe(post.salary);
      if (post.job_type === "remote") expect(posting.jobLocationType).toBe("TELECOMMUTE");
      // The company's site when its account gave one, else its JobLink page; a member's post at a claimed company too.
      const accountId = post.posted_by.type_of_user === "corporate" ? post.posted_by.id : post.company?.account_id;
      if (accountId) {
        const company = (await api("GET", `/api/corporate/get/?user_id=${accountId}`)).body.data;
        expect(posting.hiringOrganization.sameAs).toBe(company.website ?? `${web.url}/profile/corporate/${accountId}`);
        if (company.website) expect(page.body).toContain(`href="${company.website}"`);
        expect(page.body).toContain(`href="/profile/corporate/${accountId}"`);
        claimedCompanyPosts += post.posted_by.type_of_user === "individual" ? 1 : 0;
      } else expect(posting.hiringOrganization.sameAs).toBeUndefined();
    }
    expect(claimedCompanyPosts, "a demo member's post at a claimed company").toBeGreaterThan(0);
  });

  test("text cannot end the script; a closed post carries none; a deleted one is 404", async () => {
    const master = async (kind: string, title: string) =>
      (await api("GET", `/api/master/${kind}/list/?search=${encodeURIComponent(title)}&limit=100`)).body.data.find(
        (item: { title?: string; city?: string }) => (item.title ?? item.city) === title,
      ).id;
    const title = "Engineer </script><script>alert(1)</script>";
    const created = await api("POST", "/api/job-post/create/", acmeToken, {
      title,
      job_type: "remote",
      sector: await master("sector", "Information Technology"),
      domain: await master("domain", "Web Development"),
      min_experience_years: 1,
      employment_type: "freelance",
      locations: [await master("location", "Pune")],
      skills: [await master("skill", "React")],
      no_of_openings: 1,
      description: "Plain text with </script> in it & more.",
      description_format: "text",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    const page = await web.raw("GET", `/job-details/${id}`);
    const scripts = ldJson(page.body);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toMatch(/<\/script/i);
    const posting = JSON.parse(scripts[0]);
    expect(posting.title).toBe(title);
    expect(posting).toMatchObject({
      employmentType: "CONTRACTOR",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [{ "@type": "Country", name: "India" }],
    });
    expect(jobPostingProblems(posting)).toEqual([]);

    const closed = await api("PUT", `/api/job-post/update/?job_post_id=${id}`, acmeToken, {
      status: "closed",
      close_reason: "filled",
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const closedPage = await web.raw("GET", `/job-details/${id}`);
    expect(closedPage.status).toBe(200);
    expect(ldJson(closedPage.body)).toEqual([]);
    expect((await sitemapUrls()).urls.map((url) => url.loc)).not.toContain(`${web.url}/job-details/${id}`);

    expect((await api("DELETE", `/api/job-post/delete/?job_post_id=${id}`, acmeToken)).status).toBe(200);
    expect((await web.raw("GET", `/job-details/${id}`)).status).toBe(404);
  });
});

describe("share cards", () => {
  test("a job page's Open Graph and Twitter tags name its own PNG card, made once per content and revalidated by ETag", async () => {
    const { urls } = await sitemapUrls();
    const loc = urls.find((url) => url.loc.includes("/job-details/"))!.loc;
    const page = await web.raw("GET", new URL(loc).pathname);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
    expect(image).toMatch(new RegExp(`^${web.url}/job-details/\\d+/card\\.png\\?v=`));
    expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(page.body).toContain(`<meta name="twitter:image" content="${image!.replace(/&/g, "&amp;")}"/>`);
    expect(page.body).toContain('<meta property="og:image:width" content="1200"/>');
    expect(page.body).toMatch(/<meta property="og:image:alt" content="[^"]+ at [^"]+"\/>/);
    expect(page.body).toContain(`<link rel="canonical" href="${loc}"/>`);

    const path = new URL(image!.replace(/&amp;/g, "&")).pathname + new URL(image!.replace(/&amp;/g, "&")).search;
    const card = await fetch(web.url + path);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    expect(card.headers.get("cache-control")).toBe("public, max-age=86400");
    const bytes = Buffer.from(await card.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    const etag = card.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(web.url + path);
    expect(again.headers.get("etag")).toBe(etag);
    expect(Buffer.compare(Buffer.from(await again.arrayBuffer()), bytes)).toBe(0);
    expect((await fetch(web.url + path, { headers: { "if-none-match": etag } })).status).toBe(304);
    expect((await fetch(`${web.url}/job-details/999999/card.png`)).status).toBe(404);
  });

  test("the job search's canonical address is its search without the order and the page, with its share tags and feed", async () => {
    const page = await web.raw("GET", "/jobs?q=react&job_type=remote&sort=newest&page=2");
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${web.url}/jobs?q=react&amp;job_type=remote"/>`);
    expect(page.body).toContain('<meta property="og:title" content="“react” jobs on JobLink"/>');
    expect(page.body).toContain(
      `<link rel="alternate" type="application/atom+xml" title="JobLink jobs" href="${web.url}/jobs/feed.xml?q=react&amp;job_type=remote"/>`,
    );
    expect((await web.raw("GET", "/jobs")).body).toContain(`<link rel="canonical" href="${web.url}/jobs"/>`);
  });
});

describe("feeds", () => {
  test("a job search's feed: the newest open jobs meeting its keywords and the members' job filters, read by a feed parser", async () => {
    const all = await web.raw("GET", "/jobs/feed.xml");
    expect(all.status).toBe(200);
    expect(all.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const feed = await parser.parseString(all.body);
    expect(feed.title).toBe("Jobs on JobLink");
    const open = (await sitemapUrls()).urls.filter((url) => url.loc.includes("/job-details/"));
    expect(feed.items.map((item) => item.link).sort()).toEqual(open.map((url) => url.loc).sort());
    const times = feed.items.map((item) => item.pubDate ?? item.isoDate ?? "");
    expect(times.every(Boolean)).toBe(true);

    const hybrid = await parser.parseString(
      (await web.raw("GET", "/jobs/feed.xml?job_type=hybrid&employment_type=full-time")).body,
    );
    expect(hybrid.title).toBe("Jobs on JobLink: Hybrid · Full-time");
    expect(hybrid.items.length).toBeGreaterThan(0);
    expect(hybrid.items.length).toBeLessThan(feed.items.length);
    for (const item of hybrid.items)
      expect(item.summary ?? item.contentSnippet ?? item.content).toMatch(/^Hybrid · Full-time/);

    // Keywords too: the search's matches, newest first, named in the title.
    const word =
      open.length &&
      (await api("GET", `/api/job-post/read/?job_post_id=${open[0].loc.split("/").at(-1)}`)).body.data.title
        .split(" ")[0]
        .toLowerCase();
    const searched = (await api("GET", `/api/job-post/search/?q=${encodeURIComponent(word)}&sort=newest`)).body;
    expect(searched.query?.relaxed, JSON.stringify(searched).slice(0, 300)).toBe(false);
    const byWord = await parser.parseString(
      (await web.raw("GET", `/jobs/feed.xml?q=${encodeURIComponent(word)}`)).body,
    );
    expect(byWord.title).toBe(`Jobs on JobLink: “${word}”`);
    expect(byWord.items.map((item) => item.link)).toEqual(
      searched.data.map((post: { id: number }) => `${web.url}/job-details/${post.id}`),
    );
    expect(byWord.items.length).toBeGreaterThan(0);
    expect(byWord.items.length).toBeLessThan(feed.items.length);
    expect((await web.raw("GET", `/jobs/feed.xml?q=${"x".repeat(300)}`)).status).toBe(400);

    const bad = await web.raw("GET", "/jobs/feed.xml?job_type=underwater");
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Choose in-office, remote or hybrid.");
    const unknownSkill = await web.raw("GET", "/jobs/feed.xml?skills=999999");
    expect(unknownSkill.status).toBe(400);
  });

  test("a company's jobs feed, linked from its page", async () => {
    const res = await web.raw("GET", `/profile/corporate/${acmeId}/jobs.xml`);
    expect(res.status).toBe(200);
    const feed = await parser.parseString(res.body);
    expect(feed.title).toBe("Jobs at Acme Technologies");
    const mine = (await api("GET", "/api/job-post/list/?type=mine", acmeToken)).body.data.filter(
      (post: { status: string }) => post.status === "open",
    );
    expect(feed.items.map((item) => item.title).sort()).toEqual(
      mine.map((post: { title: string }) => `${post.title} at Acme Technologies`).sort(),
    );
    const page = await web.raw("GET", `/profile/corporate/${acmeId}`);
    expect(page.body).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Jobs at Acme Technologies" href="${web.url}/profile/corporate/${acmeId}/jobs.xml"/>`,
    );
    expect((await web.raw("GET", "/profile/corporate/999999/jobs.xml")).status).toBe(404);
    // An individual's id is no company's.
    expect((await web.raw("GET", `/profile/corporate/${subOf(ashaToken)}/jobs.xml`)).status).toBe(404);
  });
});

describe("the jobs widget", () => {
  test("only the widget may be framed; every other answer keeps its frame-denying headers", async () => {
    const widget = await web.raw("GET", `/embed/companies/${acmeId}/jobs`);
    expect(widget.status).toBe(200);
    expect(widget.headers["x-frame-options"]).toBeUndefined();
    expect(widget.headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(widget.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(widget.body).toContain("<h1>Jobs at Acme Technologies</h1>");
    expect(widget.body).not.toContain("<script");
    for (const path of [
      "/login",
      `/profile/corporate/${acmeId}`,
      "/embed/companies/999999/jobs",
      `/embed/companies/${acmeId}/jobs/x`,
      "/sitemap.xml",
      "/api/seo/sitemap/",
    ]) {
      const res = await web.raw("GET", path);
      expect(res.headers["x-frame-options"], path).toBe("DENY");
      expect(res.headers["content-security-policy"] ?? "", path).not.toContain("frame-ancestors *");
    }
    // The company sees the code to paste on its own page; a visitor does not.
    const cookie = await web.login(DEMO.corporate.email, DEMO.corporate.password);
    const own = await web.raw("GET", `/profile/corporate/${acmeId}`, { cookie });
    expect(own.body).toContain("&lt;iframe src=&quot;" + `${web.url}/embed/companies/${acmeId}/jobs`);
    expect((await web.raw("GET", `/profile/corporate/${acmeId}`)).body).not.toContain("embed-code");
  });
});

describe("sitemaps", () => {
  test("an index of the job search and pages of open jobs and company pages, each job and company with its lastmod", async () => {
    const { pages, urls } = await sitemapUrls();
    expect(pages).toEqual([
      `${web.url}/sitemaps/pages/1.xml`,
      `${web.url}/sitemaps/jobs/1.xml`,
      `${web.url}/sitemaps/companies/1.xml`,
    ]);
    // The public job search is listed too (no single lastmod: its results change by the hour).
    const fixed = await web.raw("GET", "/sitemaps/pages/1.xml");
    expect(fixed.body).toContain(`<url><loc>${web.url}/jobs</loc><changefreq>hourly</changefreq></url>`);
    expect((await web.raw("GET", "/sitemaps/pages/2.xml")).status).toBe(404);
    expect(urls.map((url) => url.loc)).toContain(`${web.url}/profile/corporate/${acmeId}`);
    for (const { lastmod } of urls) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await web.raw("GET", "/sitemaps/jobs/0.xml")).status).toBe(404);
    expect((await web.raw("GET", "/sitemaps/people/1.xml")).status).toBe(404);
    expect((await web.raw("GET", "/sitemaps/jobs/1.txt")).status).toBe(404);
    expect((await web.raw("GET", "/api/seo/sitemap/jobs/?page=1&limit=100000")).status).toBe(400);
  });

  test("with 50,010 posts more: pages of at most 50,000 URLs and 50 MB, streamed, every open post once", async () => {
    const { db, close } = openDatabase(web.databaseUrl, { poolSize: 1 });
    try {
      // Copies of a demo post, made in the database (the API would take minutes for as many).
      const source = await db
        .selectFrom("job_posts")
        .selectAll()
        .where("status", "=", "open")
        .orderBy("id")
        .limit(1)
        .executeTakeFirstOrThrow();
      const columns = Object.keys(source).filter((name) => name !== "id");
      const list = sql.join(columns.map((name) => sql.ref(name)));
      const copied = sql.join(columns.map((name) => sql.ref(`p.${name}`)));
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 50010) insert into job_posts (${list}) select ${copied} from job_posts p cross join n where p.id = ${source.id}`.execute(
        db,
      );
    } finally {
      await close();
    }
    const index = await web.raw("GET", "/sitemap.xml");
    expect(index.body).toContain(`<loc>${web.url}/sitemaps/jobs/2.xml</loc>`);
    const first = await web.raw("GET", "/sitemaps/jobs/1.xml", { timeoutMs: 120_000 });
    expect(first.status).toBe(200);
    // Streamed: sent in chunks as it is written, with no length known beforehand.
    expect(first.headers["content-length"]).toBeUndefined();
    expect(first.headers["transfer-encoding"]).toBe("chunked");
    const firstUrls = first.body.match(/<url>/g)!.length;
    expect(firstUrls).toBeGreaterThan(49_000);
    expect(firstUrls).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(first.body)).toBeLessThanOrEqual(50 * 1024 * 1024);
    expect(first.body.endsWith("</urlset>\n")).toBe(true);
    const { urls } = await sitemapUrls();
    const jobs = urls.filter((url) => url.loc.includes("/job-details/")).map((url) => url.loc);
    expect(new Set(jobs).size).toBe(jobs.length);
    expect(jobs.length).toBeGreaterThan(50_010);
    // The feed carries the newest 50 of them.
    const feed = await parser.parseString((await web.raw("GET", "/jobs/feed.xml")).body);
    expect(feed.items).toHaveLength(50);
  }, 240_000);
});

/**
 * The "jobs at this company" widget (decision 170): a small page a company puts on its own
 * careers site in an iframe. Plain HTML with one inline stylesheet (allowed by its hash), no
 * script, its own look (it sits inside someone else's page); each job opens on JobLink in a new
 * tab. Pure.
 */
import { brand } from "#app/ui/brand.ts";
import { escapeXml as escapeHtml } from "./xml.ts";
import { jobSummary, type FeedJob } from "./atom.ts";

/** The widget's address for a company (its corporate account's id). */
export function widgetPath(companyUserId: number): string {
  return `/embed/companies/${companyUserId}/jobs`;
}

/** What a company pastes into its careers page. */
export function embedCode(widgetUrl: string, companyName: string): string {
  return `<iframe src="${escapeHtml(widgetUrl)}" title="${escapeHtml(`Jobs at ${companyName}`)}" width="100%" height="480" style="border:0" loading="lazy"></iframe>`;
}

export const WIDGET_STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:12px;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
h1{font-size:18px;margin:0 0 8px;color:${brand.primary}}
ul{list-style:none;margin:0;padding:0}
li{padding:10px 0;border-top:1px solid #e2e2e2}
a{color:${brand.primary};font-weight:600;text-decoration:underline;overflow-wrap:anywhere}
a:focus-visible{outline:2px solid ${brand.primary};outline-offset:2px}
p{margin:2px 0 0;color:#4a4a4a;font-size:14px;overflow-wrap:anywhere}
.all{display:inline-block;margin-top:12px;font-size:14px}
.by{margin-top:12px;font-size:12px;color:#595959}
`.trim();

export type WidgetPage = {
  companyName: string;
  jobs: ReadonlyArray<FeedJob & { posted_time_ago: string }>;
  /** Absolute addresses (the widget is inside another site). */
  jobUrl: (id: number) => string;
  companyUrl: string;
  /** The company has more open jobs than the widget lists. */
  more: boolean;
  money: (amount: number, currency: { code: string }) => string;
};

export function widgetHtml(page: WidgetPage): string {
  const name = escapeHtml(page.companyName);
  const items = page.jobs
    .map(
      (job) =>
        `<li><a href="${escapeHtml(page.jobUrl(job.id))}" target="_blank" rel="noopener">${escapeHtml(job.title)}</a>` +
        `<p>${escapeHtml(jobSummary(job, page.money))}</p><p>Posted ${escapeHtml(job.posted_time_ago)}</p></li>`,
    )
    .join("");
  const list = page.jobs.length ? `<ul>${items}</ul>` : `<p>${name} has no open positions right now.</p>`;
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<title>Jobs at ${name} | JobLink</title>`,
    `<style>${WIDGET_STYLE}</style>`,
    "</head>",
    "<body>",
    "<main>",
    `<h1>Jobs at ${name}</h1>`,
    list,
    `<a class="all" href="${escapeHtml(page.companyUrl)}" target="_blank" rel="noopener">${page.more ? `See all jobs at ${name} on JobLink` : `${name} on JobLink`}</a>`,
    "</main>",
    '<p class="by">Jobs by JobLink</p>',
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

// How many files and folders a typical feature change touches, then and now (issue 12).
//
//   node scripts/change-footprint.mjs [--list]
//
// Replays feature changes made before the restructure (commit 0fad082, decision 140): the files
// each feature's commits touched, each followed to where it is now (git's rename detection in
// every commit from the feature's last one to HEAD). A file deleted since is counted apart ("gone"): what it
// held went elsewhere (the client's type files into app/contract/, for example). Folders are
// the files' directories. "app" counts only app/ (the code); "all" adds tests, docs and the rest.
import { execFileSync } from "node:child_process";
import path from "node:path";

const FEATURES = [
  { name: "Applications (decision 130)", commits: ["201cfa0", "48e56f1", "e2bf915", "e69f637", "6b9d933"] },
  { name: "Job filters (decision 129)", commits: ["eab50ce", "3ced6cb", "37f8475", "106272a", "cff7c06", "0211d2a"] },
  { name: "Saved jobs and job alerts (132, 133)", commits: ["9dc871c", "a9083df", "617ac92", "abe36e5", "9ea9c3b"] },
  { name: "Account settings (decision 136)", commits: ["c15d847", "2407adc", "b6f3092", "180b8b5"] },
  { name: "Shared link previews", commits: ["9e88196"] },
];

const git = (...args) => execFileSync("git", args, { encoding: "utf8", maxBuffer: 64 << 20 }).trim();
const list = process.argv.includes("--list");

/** Files a commit touched as they were named in it (added or changed; a rename counts its new name). */
function touched(commit) {
  return git("show", "--format=", "--name-status", "-M", commit)
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t"))
    .filter(([status]) => status !== "D")
    .map((fields) => fields.at(-1));
}

/** Where each file of `from` is at HEAD: followed through every later commit's renames; null once deleted. */
function followToHead(from, files) {
  const where = new Map(files.map((file) => [file, file]));
  const log = git("log", "--reverse", "--format=tformat:commit %h", "--name-status", "-M", `${from}..HEAD`);
  for (const line of log.split("\n")) {
    const [status, a, b] = line.split("\t");
    if (!b && status !== "D") continue;
    for (const [file, now] of where) {
      if (now !== a) continue;
      where.set(file, status.startsWith("R") ? b : status === "D" ? null : now);
    }
  }
  return where;
}

const count = (files) => ({ files: files.length, folders: new Set(files.map((f) => path.dirname(f))).size });
const inApp = (files) => files.filter((f) => f.startsWith("app/"));
const row = (cells) => `| ${cells.join(" | ")} |`;

console.log(
  row([
    "Feature change",
    "then: app files / folders",
    "now: app files / folders",
    "then: all files / folders",
    "now: all files / folders",
    "gone since",
  ]),
);
console.log(row(["---", "---", "---", "---", "---", "---"]));
const totals = { thenApp: [0, 0], nowApp: [0, 0], thenAll: [0, 0], nowAll: [0, 0] };
for (const feature of FEATURES) {
  const then = [...new Set(feature.commits.flatMap(touched))].filter((file) => {
    // Files the feature's own later commits deleted are not part of what it left.
    try {
      git("cat-file", "-e", `${feature.commits.at(-1)}:${file}`);
      return true;
    } catch {
      return false;
    }
  });
  const map = followToHead(feature.commits.at(-1), then);
  const now = [...new Set([...map.values()].filter((file) => file !== null))];
  const gone = [...map].filter(([, to]) => to === null).map(([from]) => from);
  const cells = [count(inApp(then)), count(inApp(now)), count(then), count(now)];
  totals.thenApp[0] += cells[0].files;
  totals.thenApp[1] += cells[0].folders;
  totals.nowApp[0] += cells[1].files;
  totals.nowApp[1] += cells[1].folders;
  totals.thenAll[0] += cells[2].files;
  totals.thenAll[1] += cells[2].folders;
  totals.nowAll[0] += cells[3].files;
  totals.nowAll[1] += cells[3].folders;
  console.log(row([feature.name, ...cells.map((c) => `${c.files} / ${c.folders}`), String(gone.length)]));
  if (list) {
    for (const [from, to] of [...map].sort()) console.error(`  ${from} -> ${to ?? "(gone)"}`);
    console.error(`  folders then (app): ${[...new Set(inApp(then).map((f) => path.dirname(f)))].sort().join(", ")}`);
    console.error(`  folders now  (app): ${[...new Set(inApp(now).map((f) => path.dirname(f)))].sort().join(", ")}`);
  }
}
const n = FEATURES.length;
const avg = ([files, folders]) => `${(files / n).toFixed(1)} / ${(folders / n).toFixed(1)}`;
console.log(row(["Average", avg(totals.thenApp), avg(totals.nowApp), avg(totals.thenAll), avg(totals.nowAll), ""]));

// Changes made both ways (decisions 152, 153, 159, 160, 161, 162): docs/footprint/*.patch, each feature written on the
// tree the issue was filed against (510113d) and on today's. The application deadline: an optional
// field of job posts, stored, checked, returned, edited and shown on the post's page. The
// applicant's current company: a new field of an answer (the poster's list of applications) and
// where the list shows it, with no change to the database. A member's pronouns (decision 160): an
// optional field of individual profiles, stored, checked, returned, edited on both forms that edit
// the name and shown on the member's page. A new kind of notification (a like tells the poster):
// sent by the action, listed and worded, shown by the notifications page as any kind is. A work
// experience's location type (decision 162): in-office, remote or hybrid, optional, chosen in the
// experience form, stored, checked, returned and shown next to the employment type. Each patch is checked to apply to its
// commit (a throwaway index), then counted; tests are left out of both ways (each changes the one
// API test that reads the whole answer back).
const WORKED = [
  { name: "Application deadline, then", patch: "docs/footprint/deadline-then.patch", commit: "510113d" },
  { name: "Application deadline, now", patch: "docs/footprint/deadline-now.patch", commit: "1464e3f" },
  { name: "Applicant's current company, then", patch: "docs/footprint/current-company-then.patch", commit: "510113d" },
  { name: "Applicant's current company, now", patch: "docs/footprint/current-company-now.patch", commit: "589b49b" },
  { name: "A member's pronouns, then", patch: "docs/footprint/pronouns-then.patch", commit: "510113d" },
  { name: "A member's pronouns, now", patch: "docs/footprint/pronouns-now.patch", commit: "89dd0dc" },
  { name: "A like notifies the poster, then", patch: "docs/footprint/notification-then.patch", commit: "510113d" },
  { name: "A like notifies the poster, now", patch: "docs/footprint/notification-now.patch", commit: "9f949a7" },
  { name: "An experience's location type, then", patch: "docs/footprint/experience-then.patch", commit: "510113d" },
  { name: "An experience's location type, now", patch: "docs/footprint/experience-now.patch", commit: "2e27c93" },
];
console.log("");
console.log(
  row(["A change made both ways", "applies to", "app files / folders", "all files / folders", "lines added"]),
);
console.log(row(["---", "---", "---", "---", "---"]));
const { mkdtempSync, readFileSync, rmSync } = await import("node:fs");
const { tmpdir } = await import("node:os");
const sums = { then: { app: 0, all: 0 }, now: { app: 0, all: 0 } };
for (const worked of WORKED) {
  const dir = mkdtempSync(path.join(tmpdir(), "footprint-"));
  const env = { ...process.env, GIT_INDEX_FILE: path.join(dir, "index") };
  execFileSync("git", ["read-tree", worked.commit], { env });
  execFileSync("git", ["apply", "--cached", "--check", worked.patch], { env });
  rmSync(dir, { recursive: true, force: true });
  const text = readFileSync(worked.patch, "utf8");
  const files = [...text.matchAll(/^diff --git a\/(\S+) b\/(\S+)$/gm)].map((m) => m[2]);
  const added = text.split("\n").filter((line) => line.startsWith("+") && !line.startsWith("+++")).length;
  const all = count(files);
  const app = count(inApp(files));
  console.log(
    row([worked.name, worked.commit, `${app.files} / ${app.folders}`, `${all.files} / ${all.folders}`, String(added)]),
  );
  if (list) console.error(`  ${worked.name}: ${files.join(", ")}`);
  const side = sums[worked.name.endsWith(", then") ? "then" : "now"];
  side.app += app.files;
  side.all += all.files;
}
const share = (key) =>
  `${sums.then[key]} then, ${sums.now[key]} now (${Math.round((100 * sums.now[key]) / sums.then[key])} %)`;
console.log("");
console.log(`All ${WORKED.length / 2} changes: app files ${share("app")}; all files ${share("all")}.`);

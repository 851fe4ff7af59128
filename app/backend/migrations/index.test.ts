import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { migrationsFor, migrationsInFolder } from "./index.ts";

const FILES = readdirSync(new URL(".", import.meta.url))
  .filter((file) => /^\d{4}_.*\.ts$/.test(file) && !file.endsWith(".test.ts"))
  .map((file) => file.replace(/\.ts$/, ""))
  .sort();

describe("the migrations are the folder's files", () => {
  it("finds every NNNN_*.ts file of the folder, in name order, each with its up step", async () => {
    for (const dialect of ["sqlite", "postgres"] as const) {
      const migrations = await migrationsFor(dialect);
      expect(Object.keys(migrations)).toEqual(FILES);
      for (const migration of Object.values(migrations)) expect(typeof migration.up).toBe("function");
    }
    expect(FILES).toContain("0001_initial");
    expect(FILES).toContain("0023_job_post_counters");
  });

  it("reads the same files from the folder as the bundled glob gives (plain Node, npm run seed:large)", async () => {
    const inFolder = await migrationsInFolder();
    expect(Object.keys(inFolder).sort()).toEqual(FILES);
    const bundled = await migrationsFor("sqlite");
    for (const [name, module] of Object.entries(inFolder)) {
      expect(Object.keys(module.migration!("sqlite"))).toEqual(Object.keys(bundled[name]!));
    }
  });
});

import type { Selectable } from "kysely";
import { describe, expectTypeOf, it } from "vitest";
import type { CorporatePlainFacts } from "#app/contract/companies.ts";
import type { JobPostPlainFacts } from "#app/contract/jobs.ts";
import type { EducationPlainFacts, ExperiencePlainFacts, IndividualPlainFacts } from "#app/contract/profiles.ts";
import type { CorporatesTable, EducationsTable, ExperiencesTable, IndividualsTable, JobPostsTable } from "./schema.ts";

/** The columns of a record's plain facts, as the table declares them ("no such column" for a fact without one). */
type ColumnsOf<Facts, Table> = {
  [K in keyof Facts]: K extends keyof Selectable<Table> ? Selectable<Table>[K] : "no such column";
};

describe("the tables and the contract's plain facts", () => {
  // Checked when the code compiles (the lint's typecheck): a record's plain facts (decisions 159,
  // 160) are answered as their columns store them, so a fact added to a form's rule needs its
  // column, of the type the contract answers.
  it("each plain fact has its column, of the type the contract answers", () => {
    expectTypeOf<ColumnsOf<IndividualPlainFacts, IndividualsTable>>().toEqualTypeOf<IndividualPlainFacts>();
    expectTypeOf<ColumnsOf<CorporatePlainFacts, CorporatesTable>>().toEqualTypeOf<CorporatePlainFacts>();
    expectTypeOf<ColumnsOf<ExperiencePlainFacts, ExperiencesTable>>().toEqualTypeOf<ExperiencePlainFacts>();
    expectTypeOf<ColumnsOf<EducationPlainFacts, EducationsTable>>().toEqualTypeOf<EducationPlainFacts>();
    expectTypeOf<ColumnsOf<JobPostPlainFacts, JobPostsTable>>().toEqualTypeOf<JobPostPlainFacts>();
  });
});

/**
 * The OpenAPI 3.1 document of the API, built from the contract (app/contract/): every endpoint of
 * the registry with its parameters, body and answers, the schemas converted by Zod's own
 * `z.toJSONSchema()` (JSON Schema 2020-12, which OpenAPI 3.1 uses). Request schemas are converted
 * as they are read (`io: "input"`), answers as they are sent (`io: "output"`). Schemas with a
 * `meta({ id })` become `components.schemas` entries referred to by `$ref`.
 */
import { z } from "zod";
import { AUTH_DESCRIPTIONS, successStatuses, type Endpoint } from "#app/contract/endpoint.ts";
import { userApi } from "#app/contract/accounts.ts";
import { errorEnvelope } from "#app/contract/common.ts";
import { AREAS, ENDPOINTS, type RegisteredEndpoint } from "#app/contract/index.ts";
import { changeEventData } from "#app/contract/live.ts";

export type JsonSchema = { [key: string]: unknown };
type Io = "input" | "output";

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
};

export const API_VERSION = "1";

/** What every client needs before the reference: the conventions of docs/api-contract.md in short. */
const DESCRIPTION = [
  "The JSON API of JobLink. Every answer is an envelope: a success `{ result: true, message, data? }`",
  "(paged lists add `page`, `page_size`, `total`, `has_next`, `next_cursor`, `prev_cursor`, `total_capped`",
  "beside `data`), a failure (400–599) `{ result: false, message, errors? }` with `errors` the messages per",
  "request field. Authenticated calls send `Authorization: Bearer <access_token>` from login; a 401 means",
  `the token expired: renew it with \`POST ${userApi.refreshToken.path}\`. Ids are integers; times are ISO-8601 in UTC.`,
  "Paths end with a slash (without one works too). Conventions in full: docs/api-contract.md.",
].join(" ");

/**
 * Turns Zod schemas into JSON Schemas whose named parts (`meta({ id })`) are collected as
 * components. A name met again with a different schema (the same shape read as input and sent as
 * output, say) is kept under `<name>Input`.
 */
export class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: Io): JsonSchema {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
    const defs = (converted.$defs ?? {}) as Record<string, JsonSchema>;
    delete converted.$defs;
    delete converted.$schema;
    // Each name is kept unless the component of that name differs (refs compared as they will read).
    const renamed: Record<string, string> = Object.fromEntries(Object.keys(defs).map((name) => [name, name]));
    const rewrite = (value: JsonSchema): JsonSchema =>
      JSON.parse(
        JSON.stringify(value).replace(/"#\/\$defs\/([^"]+)"/g, (_, name: string) =>
          JSON.stringify(`#/components/schemas/${renamed[name] ?? name}`),
        ),
      ) as JsonSchema;
    for (let changed = true; changed;) {
      changed = false;
      for (const [name, def] of Object.entries(defs)) {
        const existing = this.components[renamed[name]];
        if (existing && JSON.stringify(existing) !== JSON.stringify(rewrite(def)) && renamed[name] === name) {
          renamed[name] = `${name}${io === "input" ? "Input" : "Output"}`;
          changed = true;
        }
      }
    }
    for (const [name, def] of Object.entries(defs)) this.components[renamed[name]] ??= rewrite(def);
    return rewrite(converted);
  }
}

/** `/api/master/{kind}/list/` → the operation id `master.currency`. */
function operationId(e: RegisteredEndpoint): string {
  return `${e.area.id}.${e.name}`;
}

function security(e: Endpoint): Array<Record<string, string[]>> {
  if (e.auth === "public") return [];
  if (e.auth === "optional") return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

/** The parameters of an object schema (query or path): one entry per property. */
function parameters(schema: z.ZodObject | undefined, where: "query" | "path", collector: SchemaCollector): unknown[] {
  if (!schema) return [];
  const json = collector.convert(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
      // A list parameter repeats its name (`locations=3&locations=7`).
      ...(rest.type === "array" ? { style: "form", explode: true } : {}),
    };
  });
}

function requestBody(e: Endpoint, collector: SchemaCollector): unknown {
  const content: Record<string, unknown> = {};
  if (e.body) content["application/json"] = { schema: collector.convert(e.body, "input") };
  if (e.form) content["multipart/form-data"] = { schema: collector.convert(e.form, "input") };
  return Object.keys(content).length > 0 ? { required: e.method !== "DELETE" || !!e.form, content } : undefined;
}

function responses(e: Endpoint, collector: SchemaCollector): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const status of successStatuses(e)) {
    const content = e.response
      ? { "application/json": { schema: collector.convert(e.response, "output") } }
      : {
          [e.file!.contentType]: {
            schema: e.file!.contentType.includes("json") ? {} : { type: "string", format: "binary" },
          },
        };
    answers[String(status)] = { description: e.file?.description ?? (status === 201 ? "Created." : "Done."), content };
  }
  const failure = { schema: collector.convert(e.failure ?? errorEnvelope, "output") };
  answers["4XX"] = {
    description: "Refused: the error envelope (400 with `errors` per field).",
    content: { "application/json": failure },
  };
  answers["5XX"] = {
    description: "Failed on the server's side: the error envelope.",
    content: { "application/json": failure },
  };
  return answers;
}

/** The document, built once per process (the contract does not change while it runs). */
let built: OpenApiDocument | undefined;

export function openApiDocument(): OpenApiDocument {
  if (built) return built;
  const collector = new SchemaCollector();
  const paths: OpenApiDocument["paths"] = {};
  for (const e of ENDPOINTS) {
    const body = requestBody(e, collector);
    const operation = {
      operationId: operationId(e),
      tags: [e.area.name],
      summary: e.summary,
      description: AUTH_DESCRIPTIONS[e.auth],
      "x-auth": e.auth,
      security: security(e),
      parameters: [...parameters(e.params, "path", collector), ...parameters(e.query, "query", collector)],
      ...(body ? { requestBody: body } : {}),
      responses: responses(e, collector),
    };
    (paths[e.path] ??= {})[e.method.toLowerCase()] = operation;
  }
  // Named in descriptions only (the data of each live update event).
  collector.convert(changeEventData, "output");
  built = {
    openapi: "3.1.0",
    info: { title: "JobLink API", version: API_VERSION, description: DESCRIPTION },
    tags: AREAS.map((area) => ({ name: area.name, description: area.description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(collector.components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "The `access_token` of login (15 minutes; renew it with the refresh token).",
        },
      },
    },
  };
  return built;
}

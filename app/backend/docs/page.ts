/**
 * `GET /api/docs`: the API reference as one server-rendered page, for people writing other
 * clients — every endpoint of the OpenAPI document (./openapi.ts) with its method, path, who may
 * call it, its query, body and answers, and the named schemas. Plain HTML and one inline
 * stylesheet allowed by its hash (the answer's own Content-Security-Policy); no script, nothing
 * from elsewhere.
 */
import { createHash } from "node:crypto";
import { platformApi } from "#app/contract/platform.ts";
import type { JsonSchema, OpenApiDocument } from "./openapi.ts";

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1a202c;background:#fff}
header,main,nav{max-width:980px;margin:0 auto;padding:0 16px}
header{padding-top:24px}h1{margin:0 0 8px}h2{margin-top:40px;border-bottom:1px solid #e2e8f0}
article{border:1px solid #e2e8f0;border-radius:8px;padding:8px 16px;margin:16px 0}
h3{font-size:16px;margin:8px 0}h4{font-size:14px;margin:12px 0 4px}
code,pre{font:13px/1.45 ui-monospace,monospace}pre{background:#f7fafc;padding:8px 12px;border-radius:6px;overflow-x:auto;margin:4px 0}
.m{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font:600 12px/20px ui-monospace,monospace;margin-right:8px}
.get{background:#2b6cb0}.post{background:#2f855a}.put{background:#b7791f}.patch{background:#805ad5}.delete{background:#c53030}
.auth{color:#4a5568;font-size:14px}table{border-collapse:collapse;font-size:14px}td,th{border-bottom:1px solid #e2e8f0;padding:4px 12px 4px 0;text-align:left;vertical-align:top}
nav ul{padding-left:20px}nav ul ul{columns:2;column-gap:24px;font-size:13px;padding-left:16px}nav li{break-inside:avoid}a{color:#2b6cb0}.c{color:#718096}
`.trim();

/** The `style-src` source that allows exactly {@link STYLE}. */
const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

/** The page's own policy: its stylesheet, nothing else (no script, no frame, no form). */
export const DOCS_CSP = `default-src 'none'; style-src ${STYLE_HASH}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );
}

/** `code` spans of the contract's summaries (`like_this`) as <code>. */
function prose(text: string): string {
  return escape(text).replace(/`([^`]+)`/g, "<code>$1</code>");
}

const schemaAnchor = (name: string) => `schema-${name}`;

/** A JSON Schema as a short TypeScript-like outline (HTML), named schemas as links. */
function outline(schema: JsonSchema, indent = ""): string {
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.split("/").pop()!;
    return `<a href="#${schemaAnchor(name)}">${escape(name)}</a>`;
  }
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return union.map((part) => outline(part, indent)).join(" | ");
  if (schema.const !== undefined) return escape(JSON.stringify(schema.const));
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => escape(JSON.stringify(value))).join(" | ");
  const type = schema.type;
  if (Array.isArray(type)) return type.map((t) => outline({ ...schema, type: t }, indent)).join(" | ");
  switch (type) {
    case "array": {
      const item = outline((schema.items ?? {}) as JsonSchema, indent);
      return /[|]/.test(item) && !item.startsWith("{") ? `(${item})[]` : `${item}[]`;
    }
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      if (Object.keys(properties).length === 0) {
        const values = schema.additionalProperties;
        return typeof values === "object" && values !== null
          ? `{ [name: string]: ${outline(values as JsonSchema, indent)} }`
          : "object";
      }
      const inner = `${indent}  `;
      const lines = Object.entries(properties).map(([name, property]) => {
        const note =
          typeof property.description === "string" ? ` <span class="c">// ${escape(property.description)}</span>` : "";
        return `${inner}${escape(name)}${required.has(name) ? "" : "?"}: ${outline(property, inner)}${note}`;
      });
      return `{\n${lines.join(",\n")}\n${indent}}`;
    }
    case "string": {
      if (schema.format === "binary") return "file";
      return typeof schema.format === "string" ? `string <span class="c">(${escape(schema.format)})</span>` : "string";
    }
    case "integer":
    case "number":
    case "boolean":
    case "null":
      return type;
    default:
      return "any";
  }
}

type Operation = {
  operationId: string;
  summary: string;
  description: string;
  parameters: Array<{ name: string; in: string; required: boolean; description?: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
};

function parametersTable(title: string, parameters: Operation["parameters"]): string {
  if (parameters.length === 0) return "";
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td><code>${outline(p.schema)}</code></td><td>${p.required ? "required" : "optional"}</td><td>${p.description ? prose(p.description) : ""}</td></tr>`,
    )
    .join("");
  return `<h4>${title}</h4><table><tbody>${rows}</tbody></table>`;
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const parts = [
    `<article id="${escape(operation.operationId)}">`,
    `<h3><span class="m ${method}">${method.toUpperCase()}</span><code>${escape(path)}</code></h3>`,
    `<p>${prose(operation.summary)}</p>`,
    `<p class="auth">Who may call: ${prose(operation.description)}</p>`,
    parametersTable(
      "Path",
      operation.parameters.filter((p) => p.in === "path"),
    ),
    parametersTable(
      "Query",
      operation.parameters.filter((p) => p.in === "query"),
    ),
  ];
  for (const [type, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
    parts.push(`<h4>Body <span class="c">(${escape(type)})</span></h4><pre>${outline(schema)}</pre>`);
  }
  for (const [status, answer] of Object.entries(operation.responses)) {
    for (const [type, { schema }] of Object.entries(answer.content)) {
      const shown =
        type.includes("json") && Object.keys(schema).length > 0
          ? `<pre>${outline(schema)}</pre>`
          : `<p>${prose(answer.description)}</p>`;
      parts.push(`<h4>${escape(status)} <span class="c">(${escape(type)})</span></h4>${shown}`);
    }
  }
  parts.push("</article>");
  return parts.join("");
}

/** The whole page. */
export function docsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const index = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const operation = value as Operation & { tags: string[] };
      const tag = operation.tags[0];
      (byTag.get(tag) ?? byTag.set(tag, []).get(tag)!).push(operationHtml(method, path, operation));
      (index.get(tag) ?? index.set(tag, []).get(tag)!).push(
        `<li><a href="#${escape(operation.operationId)}">${method.toUpperCase()} ${escape(path)}</a></li>`,
      );
    }
  }
  const sections = document.tags
    .map(
      (tag, i) =>
        `<section id="area-${i}"><h2>${escape(tag.name)}</h2><p>${prose(tag.description)}</p>${(byTag.get(tag.name) ?? []).join("")}</section>`,
    )
    .join("");
  const nav = document.tags
    .map(
      (tag, i) =>
        `<li><a href="#area-${i}">${escape(tag.name)}</a><ul>${(index.get(tag.name) ?? []).join("")}</ul></li>`,
    )
    .join("");
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<article id="${schemaAnchor(name)}"><h3>${escape(name)}</h3><pre>${outline(schema)}</pre></article>`,
    )
    .join("");
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(document.info.title)} reference</title><style>${STYLE}</style></head><body>`,
    `<header><h1>${escape(document.info.title)}</h1><p>${prose(document.info.description)}</p>`,
    `<p>Machine-readable: <a href="${platformApi.openapi.path}">the OpenAPI 3.1 document</a>. A field marked <code>?</code> may be left out.</p></header>`,
    `<nav><h2>Endpoints</h2><ul>${nav}</ul></nav>`,
    `<main>${sections}<section id="schemas"><h2>Schemas</h2>${schemas}</section></main>`,
    "</body></html>",
  ].join("");
}

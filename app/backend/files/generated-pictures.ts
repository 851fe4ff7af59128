/**
 * Generated pictures for the demo and the large dataset (issue 14): a varied portrait for each
 * member and a logo mark for each company, drawn here as small SVGs from a number, so the seeders
 * need no downloads and no storage. Served at `/api/files/generated/person/<n>.svg` and
 * `/api/files/generated/company/<n>.svg` (files/router.ts); a member who uploads a photo replaces
 * the address, and nothing is ever deleted for it (keyFromPublicUrl ignores these addresses).
 */
import { FILES_URL_PREFIX } from "./storage.ts";

export const GENERATED_PREFIX = `${FILES_URL_PREFIX}generated/`;
export type GeneratedKind = "person" | "company";

/** The address of generated picture `n` of `kind`. */
export function generatedPictureUrl(kind: GeneratedKind, n: number): string {
  return `${GENERATED_PREFIX}${kind}/${n}.svg`;
}

/** The kind and number of a generated picture's path (after `/api/files/`), or null. */
export function parseGeneratedPath(path: string): { kind: GeneratedKind; n: number } | null {
  const match = /^generated\/(person|company)\/(\d{1,9})\.svg$/.exec(path);
  return match ? { kind: match[1] as GeneratedKind, n: Number(match[2]) } : null;
}

/** A small deterministic generator (mulberry32) seeded with the picture's number. */
function random(seed: number) {
  let a = (seed * 2654435761) >>> 0;
  return {
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(this.next() * items.length)];
    },
  };
}

const BACKGROUNDS = [
  "#dbeafe",
  "#dcfce7",
  "#fef3c7",
  "#fce7f3",
  "#ede9fe",
  "#e0f2fe",
  "#ffedd5",
  "#f1f5f9",
  "#ccfbf1",
  "#fae8ff",
];
const SKIN = ["#f5d0b5", "#eab38f", "#d39972", "#b97a55", "#8d5a3b", "#6b4226"];
const HAIR = ["#1f1a17", "#3b2a20", "#6b4423", "#a0522d", "#d4a373", "#7f7f7f"];
const CLOTHES = ["#1d4ed8", "#0f766e", "#7c3aed", "#be123c", "#334155", "#c2410c", "#15803d", "#0369a1"];

function person(n: number): string {
  const r = random(n + 1);
  const bg = r.pick(BACKGROUNDS);
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const shirt = r.pick(CLOTHES);
  const style = Math.floor(r.next() * 5);
  const glasses = r.next() < 0.25;
  const smile = r.next() < 0.7;
  const behind = style === 2 ? `<path d="M22 36c0-14 8-22 18-22s18 8 18 22v22H22z" fill="${hair}"/>` : "";
  const top = [
    `<path d="M24 33c0-11 7-17 16-17s16 6 16 17c-4-6-9-8-16-8s-12 2-16 8z" fill="${hair}"/>`,
    `<path d="M24 32c1-10 8-16 16-16 9 0 15 6 16 16-5-3-8-9-9-9-4 5-14 7-23 9z" fill="${hair}"/>`,
    `<path d="M24 33c0-11 7-17 16-17s16 6 16 17c-3-5-9-9-16-9s-13 4-16 9z" fill="${hair}"/>`,
    `<path d="M26 27c2-7 8-11 14-11s12 4 14 11c-4-2-9-3-14-3s-10 1-14 3z" fill="${hair}"/>`,
    "",
  ][style];
  const mouth = smile
    ? `<path d="M35 41.5q5 4 10 0" stroke="#5b3a29" stroke-width="1.6" fill="none" stroke-linecap="round"/>`
    : `<path d="M36 42h8" stroke="#5b3a29" stroke-width="1.6" stroke-linecap="round"/>`;
  const eyes = glasses
    ? `<g fill="none" stroke="#1f2937" stroke-width="1.4"><circle cx="34.5" cy="34" r="3.6"/><circle cx="45.5" cy="34" r="3.6"/><path d="M38.1 34h3.8"/></g><circle cx="34.5" cy="34" r="1.3" fill="#1f2937"/><circle cx="45.5" cy="34" r="1.3" fill="#1f2937"/>`
    : `<circle cx="34.5" cy="34" r="1.5" fill="#1f2937"/><circle cx="45.5" cy="34" r="1.5" fill="#1f2937"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="10 10 60 60"><rect width="80" height="80" fill="${bg}"/>` +
    behind +
    `<path d="M14 80c1-15 12-23 26-23s25 8 26 23z" fill="${shirt}"/><rect x="35" y="46" width="10" height="12" rx="4" fill="${skin}"/>` +
    `<ellipse cx="40" cy="35" rx="15" ry="17" fill="${skin}"/>` +
    top +
    eyes +
    mouth +
    `</svg>`
  );
}

const BRAND = [
  "#1d4ed8",
  "#0f766e",
  "#7c3aed",
  "#be123c",
  "#0f172a",
  "#c2410c",
  "#15803d",
  "#0369a1",
  "#9333ea",
  "#b45309",
];

function company(n: number): string {
  const r = random(n + 7919);
  const bg = r.pick(BRAND);
  const shape = Math.floor(r.next() * 6);
  const mark = [
    `<circle cx="40" cy="40" r="18" fill="#fff"/><circle cx="40" cy="40" r="8" fill="${bg}"/>`,
    `<path d="M40 20l20 36H20z" fill="#fff"/>`,
    `<path d="M40 18l22 22-22 22-22-22z" fill="#fff" opacity="0.95"/><path d="M40 30l10 10-10 10-10-10z" fill="${bg}"/>`,
    `<rect x="22" y="24" width="36" height="8" rx="4" fill="#fff"/><rect x="22" y="36" width="26" height="8" rx="4" fill="#fff" opacity="0.85"/><rect x="22" y="48" width="16" height="8" rx="4" fill="#fff" opacity="0.7"/>`,
    `<path d="M40 19l18 10.5v21L40 61 22 50.5v-21z" fill="#fff"/>`,
    `<circle cx="32" cy="40" r="12" fill="#fff"/><circle cx="48" cy="40" r="12" fill="#fff" opacity="0.7"/>`,
  ][shape];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" rx="16" fill="${bg}"/>${mark}</svg>`;
}

/** The SVG text of generated picture `n` of `kind`. */
export function generatedPictureSvg(kind: GeneratedKind, n: number): string {
  return kind === "person" ? person(n) : company(n);
}

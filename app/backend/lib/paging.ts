/**
 * Paged lists: `?page=` (1-based, default 1), 20 items a page, answered as
 * `{ result, message, data: [...], page, page_size, total, has_next }`.
 */
import { z } from "zod";
import type { AppContext } from "./http.ts";

export const PAGE_SIZE = 20;
/** Pages beyond this are refused (a guard against absurd offsets). */
export const MAX_PAGE = 10_000;

export const PAGE_INVALID = "Enter a valid page number.";

/** `?page=`: a whole number from 1 to 10 000; absent or empty is 1. */
export const pageField = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return 1;
    const n = Number(value);
    if (!/^\d{1,5}$/.test(value) || n < 1 || n > MAX_PAGE) {
      ctx.addIssue({ code: "custom", message: PAGE_INVALID });
      return z.NEVER;
    }
    return n;
  });

export type PageRequest = { page: number; limit: number; offset: number };

export function pageRequest(page: number): PageRequest {
  return { page, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

export type Paged<T> = { items: T[]; page: number; total: number };

export type PagedBody<T> = {
  result: true;
  message: string;
  data: T[];
  page: number;
  page_size: number;
  total: number;
  has_next: boolean;
};

export function pagedBody<T>(message: string, paged: Paged<T>): PagedBody<T> {
  return {
    result: true,
    message,
    data: paged.items,
    page: paged.page,
    page_size: PAGE_SIZE,
    total: paged.total,
    has_next: paged.page * PAGE_SIZE < paged.total,
  };
}

export function okPaged<T>(c: AppContext, message: string, paged: Paged<T>): Response {
  return c.json(pagedBody(message, paged));
}

/** A count as read from either database (PostgreSQL's `count(*)` arrives as a string). */
export function toCount(value: unknown): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

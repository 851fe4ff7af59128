/**
 * All requests (`/individual/requests`, spec §2): connection requests received and sent, and resume
 * requests received and sent, each list paged on its own by keyset.
 */
import { apiContext } from "#app/context.ts";
import type { ResumeRequestItem } from "#app/contract/resume-requests.ts";
import { listPosition } from "#app/ui/pagination.tsx";
import type { RouterContextProvider } from "react-router";
import { PAGE_PARAMS } from "./requests.tsx";
export type RequestsData = Awaited<ReturnType<typeof loadRequests>>;

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** A resume request with its date as text (formatted here, so server and browser render the same). */
/** Items a section shows a page. */
const SECTION_SIZE = 10;

const withDate = (item: ResumeRequestItem) => ({ ...item, asked_on: formatDate(item.created_at) });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

export async function loadRequests({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { network: api, resumeRequests } = context.get(apiContext);
  // Ten a section a page, as the network page's sections (decision 141).
  const position = (name: keyof typeof PAGE_PARAMS) => ({
    ...listPosition(request.url, PAGE_PARAMS[name]),
    page_size: SECTION_SIZE,
  });
  const [received, sent, resumeReceived, resumeSent] = await Promise.all([
    api.receivedRequests(position("received")),
    api.sentRequests(position("sent")),
    resumeRequests.list({ type: "received", ...position("resumeReceived") }),
    resumeRequests.list({ type: "sent", ...position("resumeSent") }),
  ]);
  return {
    received,
    sent,
    resumeReceived: { ...resumeReceived, data: resumeReceived.data.map(withDate) },
    resumeSent: { ...resumeSent, data: resumeSent.data.map(withDate) },
  };
}

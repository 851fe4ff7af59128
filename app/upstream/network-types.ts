/**
 * Types of the connections, resume requests and notifications part of the API contract
 * (docs/api-contract.md "Profiles and network (issue 3)"). Ids are user ids unless named
 * otherwise; times are ISO-8601 strings in UTC.
 */
import type { PageQuery } from "./paged.ts";

/** A member as lists show them; `username` is the URL slug used in /profile/{username}/{id}. */
export type PersonSummary = {
  /** The user id. */
  id: number;
  first_name: string;
  last_name: string;
  bio: string | null;
  profile_pic: string | null;
  username: string | null;
};

/** Where the viewer stands with another member (all false for yourself and for visitors). */
export type ConnectionStatus = {
  is_connected: boolean;
  request_sent: boolean;
  request_received: boolean;
  /** The pending request between the two, else null. */
  request_id?: number | null;
};

export type { Paged, PageQuery } from "./paged.ts";

/** Which connection list to read. */
export type ConnectionListType = "suggested" | "connected" | "requested";
/** Which side of the pending requests (with `type=requested`). */
export type ConnectionRequestAction = "sent" | "received";

/** Query of GET /api/connection/list/. */
export type ConnectionListQuery =
  | { type: "suggested"; page?: number }
  // Connections and requests page by keyset too (`cursor` / `before` from an earlier page).
  | ({ type: "connected" } & PageQuery)
  | ({ type: "requested"; action: ConnectionRequestAction } & PageQuery);

/** An item of the connection lists. */
export type ConnectionItem = PersonSummary & {
  /** Age of the connection or of the request ("3 days ago"). */
  connected_time_ago: string | null;
  connections_in_common: number;
  /** The personal note of a request (null when none, or for connections and suggestions). */
  note: string | null;
};

/** Body of POST /api/connection/create/. */
export type ConnectInput = { user_id: number; note?: string | null };
/** `data` of POST /api/connection/create/ (a request was sent; absent when it connected at once). */
export type ConnectResult = { request_id?: number | null } | null | undefined;

/** Status of a resume request. */
export type ResumeRequestStatus = "pending" | "accepted" | "declined";
/** Which side of the resume requests. */
export type ResumeRequestListType = "received" | "sent";

/** An item of GET /api/job-post/resume_request/: `user` is the other member. */
export type ResumeRequestItem = {
  /** The request id. */
  id: number;
  user: PersonSummary;
  status: ResumeRequestStatus;
  created_at: string;
};

/** Body of POST /api/job-post/resume_request/accept/. */
export type ResumeRequestAnswerInput = { request_id: number; action: "accept" | "decline" };

/** Kinds of notification (the screens show any kind the same way: its message and link). */
export type NotificationType =
  | "connection_request"
  | "connection_accepted"
  | "resume_request"
  | "resume_accepted"
  | "repost"
  | "referral_request"
  | "referral_referred"
  | "referral_ignored"
  | "recommendation"
  | "message"
  | (string & {});

/** An item of GET /api/notification/list/. */
export type NotificationItem = {
  id: number;
  type: NotificationType;
  message: string;
  actor: PersonSummary | null;
  /** A web path, e.g. "/profile/asha-verma/3". */
  link: string | null;
  is_read: boolean;
  created_at: string;
  created_time_ago: string;
};

/** `data` of GET /api/notification/check/. */
export type NotificationCheck = { unread_count: number };

import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// Spec §2, one line per route, grouped by layout. What a route needs (a visitor only, a login,
// finished onboarding, one kind of account) is its own middleware, `guard(...)` in the route
// module (app/server/guards.server.ts), not a layout.
//
// Chakra UI comes with layouts/chakra.tsx, around the pages that use it; /login (and the root, its
// error screens), the app layout and the pages of the app without Chakra components are plain
// elements, so they load neither Chakra nor Emotion (app/ui/chakra.tsx, issue 9, decision 139).
export default [
  index("routes/index.tsx"),

  layout("layouts/auth.tsx", [
    route("login", "routes/login.tsx"),
    // The second step of a login with two-step verification (issue 38, decision 178).
    route("login/two-factor", "routes/login.two-factor.tsx"),
    layout("layouts/chakra.tsx", { id: "chakra-auth" }, [
      route("signup", "routes/signup.tsx"),
      route("forgot-password", "routes/forgot-password.tsx"),
      route("forgot-password/:id", "routes/reset-password.tsx"),
      route("privacy-policy", "routes/privacy-policy.tsx"),
      route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
      // The stop link of a job alert's mail (no login; decision 133).
      route("job-alerts/stop", "routes/job-alerts.stop.tsx"),
      route("individual/details", "routes/individual.details.tsx"),
      route("corporate/details", "routes/corporate.details.tsx"),
    ]),
  ]),

  // The spec's default and profile layouts: the same header and navigation. The pages that render
  // Chakra components sit in a pathless layout that brings it (id `chakra-app`); the others (a
  // job, a member's profile, the lists of jobs and people, …) load none of it (decision 139).
  layout("layouts/app.tsx", [
    ...prefix("individual", [
      route("dashboard", "routes/individual.dashboard.tsx"),
      route("messages", "routes/individual.messages.tsx"),
      route("network", "routes/individual.network.tsx"),
      route("jobs", "routes/individual.jobs.tsx"),
      route("recommendations", "routes/individual.recommendations.tsx"),
      route("recent-openings", "routes/individual.recent-openings.tsx"),
      route("requests", "routes/individual.requests.tsx"),
    ]),
    // A company's Messages (decision 163); its conversations are the same /chats/:id.
    route("corporate/messages", "routes/corporate.messages.tsx"),
    route("notifications", "routes/notifications.tsx"),
    // A member's job alerts (issue 13, decision 133).
    route("settings/job-alerts", "routes/settings.job-alerts.tsx"),
    // Password, email, mail preferences, data download, deletion (issue 13, decision 136).
    route("settings/account", "routes/settings.account.tsx"),
    // Blocking (issue 36, decision 174): the blocked list, and a block's confirm page.
    route("settings/blocked", "routes/settings.blocked.tsx"),
    route("block/:id", "routes/block.$id.tsx"),
    // The companies a member follows (issue 38, decision 177).
    route("settings/following", "routes/settings.following.tsx"),
    // A company proves its web domain (issue 36, decision 176).
    route("corporate/verification", "routes/corporate.verification.tsx"),
    // Sessions and two-step verification (issue 38, decision 178).
    route("settings/security", "routes/settings.security.tsx"),
    // Reports and the moderation desk (issue 36, decision 175).
    route("report", "routes/report.tsx"),
    route("settings/reports", "routes/settings.reports.tsx"),
    route("moderation", "routes/moderation.tsx"),
    route("moderation/cases/:id", "routes/moderation.cases.$id.tsx"),
    // The public job search (issue 33): visitors and members.
    route("jobs", "routes/jobs.tsx"),
    route("job-details/:id", "routes/job-details.tsx"),
    route("profile/:username/:id", "routes/profile.user.tsx", { id: "profile-user-named" }),
    route("profile/:id", "routes/profile.user.tsx", { id: "profile-user" }),
    route("profile/corporate/:id", "routes/profile.corporate.tsx"),
    route("search-results", "routes/search-results.tsx"),
    layout("layouts/chakra.tsx", { id: "chakra-app" }, [
      ...prefix("individual", [route("posts", "routes/individual.posts.tsx")]),
      ...prefix("corporate", [
        route("dashboard", "routes/corporate.dashboard.tsx"),
        route("posts", "routes/corporate.posts.tsx"),
        route("posts/:id/applications", "routes/corporate.posts.$id.applications.tsx"),
        route("message-templates", "routes/corporate.message-templates.tsx"),
        route("employees", "routes/corporate.employees.tsx"),
        route("candidates", "routes/corporate.candidates.tsx"),
      ]),
      route("chats/create-chat", "routes/chats.create-chat.tsx"),
      route("chats/:id", "routes/chats.$id.tsx"),
      // The same screen as /post-details/:id: the poster sees the post-details sheet.
      route("my-company-post/:id", "routes/post-details.tsx", { id: "my-company-post" }),
      route("post-details/:id", "routes/post-details.tsx"),
    ]),
  ]),

  // JSON for the open conversation's poller (a resource route: no layout renders).
  route("chats/:id/poll", "routes/chats.$id.poll.tsx"),
  // The member's live updates as Server-Sent Events (a resource route; decision 127).
  route("events", "routes/events.tsx"),
  // The icon sprite (app/ui/icons.tsx).
  route("icons.svg", "routes/icons-sprite.tsx"),
  // For crawlers, feed readers and other sites (issue 33, decision 170): robots.txt, the sitemap
  // index and its pages, the job feeds (Atom), a job's share card, the company jobs widget.
  route("robots.txt", "routes/robots.txt.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.tsx"),
  route("sitemaps/:kind/:file", "routes/sitemaps.$kind.$file.tsx"),
  route("jobs/feed.xml", "routes/jobs.feed.xml.tsx"),
  route("profile/corporate/:id/jobs.xml", "routes/profile.corporate.$id.jobs.xml.tsx"),
  route("job-details/:id/card.png", "routes/job-details.$id.card.tsx"),
  route("embed/companies/:id/jobs", "routes/embed.companies.$id.jobs.tsx"),

  // Pages without a layout of their own, and the form endpoints shared by several screens (each
  // redirects back).
  layout("layouts/chakra.tsx", { id: "chakra-top" }, [
    route("logout", "routes/logout.tsx"),
    route("auth/google", "routes/auth.google.tsx"),
    route("auth/google/callback", "routes/auth.google.callback.tsx"),
    route("connections", "routes/connections.tsx"),
    route("companies/follow", "routes/companies.follow.tsx"),
    route("jobs/actions", "routes/jobs.actions.tsx"),
    route("resume-requests", "routes/resume-requests.tsx"),
    route("resume/:userId", "routes/resume.tsx"),
    route("applications/:id/resume", "routes/applications.$id.resume.tsx"),
    route("settings/account/export", "routes/settings.account.export.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

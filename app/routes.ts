import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// Spec §2, one line per route, grouped by layout and by the guards it needs:
// guest = logged-in users go to their dashboard; member = login needed;
// onboarded = onboarding needed (for logged-in users); individual/corporate = that kind of account.
//
// Chakra UI comes with the default and profile layouts and with layouts/chakra.tsx around the
// other pages that use it; /login (and the root, its error screens) are plain elements, so a
// visitor's first page loads neither Chakra nor Emotion (app/ui/chakra.tsx, issue 9).
export default [
  index("routes/index.tsx"),
  layout("layouts/chakra.tsx", { id: "chakra-top" }, [
    route("logout", "routes/logout.tsx"),
    route("auth/google", "routes/auth.google.tsx"),
    route("auth/google/callback", "routes/auth.google.callback.tsx"),
  ]),

  layout("layouts/auth.tsx", [
    layout("guards/guest.tsx", [
      route("login", "routes/login.tsx"),
      layout("layouts/chakra.tsx", { id: "chakra-signup" }, [route("signup", "routes/signup.tsx")]),
    ]),
    layout("layouts/chakra.tsx", { id: "chakra-auth" }, [
      route("forgot-password", "routes/forgot-password.tsx"),
      route("forgot-password/:id", "routes/reset-password.tsx"),
      route("privacy-policy", "routes/privacy-policy.tsx"),
      route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
      layout("guards/individual.tsx", { id: "guard-individual-details" }, [
        route("individual/details", "routes/individual.details.tsx"),
      ]),
      layout("guards/corporate.tsx", { id: "guard-corporate-details" }, [
        route("corporate/details", "routes/corporate.details.tsx"),
      ]),
    ]),
  ]),

  layout("layouts/default.tsx", [
    layout("guards/member.tsx", { id: "guard-default-member" }, [
      layout("guards/onboarded.tsx", { id: "guard-default-onboarded" }, [
        layout("guards/individual.tsx", { id: "guard-default-individual" }, [
          ...prefix("individual", [
            route("dashboard", "routes/individual.dashboard.tsx"),
            route("posts", "routes/individual.posts.tsx"),
            route("messages", "routes/individual.messages.tsx"),
            route("network", "routes/individual.network.tsx"),
            route("jobs", "routes/individual.jobs.tsx"),
          ]),
        ]),
        layout("guards/corporate.tsx", { id: "guard-default-corporate" }, [
          ...prefix("corporate", [
            route("dashboard", "routes/corporate.dashboard.tsx"),
            route("posts", "routes/corporate.posts.tsx"),
            route("employees", "routes/corporate.employees.tsx"),
          ]),
        ]),
      ]),
    ]),
  ]),

  layout("layouts/profile.tsx", [
    // Login and onboarding needed.
    layout("guards/member.tsx", { id: "guard-profile-member" }, [
      layout("guards/onboarded.tsx", { id: "guard-profile-member-onboarded" }, [
        layout("guards/individual.tsx", { id: "guard-profile-individual" }, [
          route("notifications", "routes/notifications.tsx"),
          route("chats/create-chat", "routes/chats.create-chat.tsx"),
          route("chats/:id", "routes/chats.$id.tsx"),
          // JSON for the open conversation's poller (a resource route: no layout renders).
          route("chats/:id/poll", "routes/chats.$id.poll.tsx"),
        ]),
        // The same screen as /post-details/:id: the poster sees the post-details sheet.
        route("my-company-post/:id", "routes/post-details.tsx", { id: "my-company-post" }),
      ]),
      // Login needed; onboarding not required by the spec.
      layout("guards/individual.tsx", { id: "guard-profile-individual-open" }, [
        route("individual/recommendations", "routes/individual.recommendations.tsx"),
        route("individual/recent-openings", "routes/individual.recent-openings.tsx"),
        route("individual/requests", "routes/individual.requests.tsx"),
      ]),
      route("search-results", "routes/search-results.tsx"),
    ]),
    // Open to visitors; logged-in users need onboarding.
    layout("guards/onboarded.tsx", { id: "guard-profile-public-onboarded" }, [
      route("post-details/:id", "routes/post-details.tsx"),
      route("job-details/:id", "routes/job-details.tsx"),
    ]),
    // Open to visitors, no onboarding check.
    route("profile/corporate/:id", "routes/profile.corporate.tsx"),
    route("profile/:username/:id", "routes/profile.user.tsx", { id: "profile-user-named" }),
    route("profile/:id", "routes/profile.user.tsx", { id: "profile-user" }),
  ]),

  // Form endpoints shared by several screens (login needed; each redirects back).
  layout("layouts/chakra.tsx", { id: "chakra-endpoints" }, [
    layout("guards/member.tsx", { id: "guard-endpoints-member" }, [
      route("connections", "routes/connections.tsx"),
      route("jobs/actions", "routes/jobs.actions.tsx"),
      route("resume-requests", "routes/resume-requests.tsx"),
      route("resume/:userId", "routes/resume.tsx"),
    ]),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

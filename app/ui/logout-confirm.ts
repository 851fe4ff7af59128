/** The question of the logout confirmation, in the dialog and on /logout alike. */
export const LOGOUT_CONFIRM = {
  title: "Log out?",
  description: "You will need to log in again to use JobLink.",
} as const;

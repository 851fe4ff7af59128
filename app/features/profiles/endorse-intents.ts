/** The intents of the profile's endorse and withdraw buttons (decision 179), for the screen and its action. */
export const ENDORSE_INTENTS = { endorse: "endorse", withdraw: "endorse-withdraw" } as const;

/**
 * The backend's logger. Call sites pass only non-secret text: never passwords, codes, tokens
 * or reset links.
 */
export type Logger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
};

export const consoleLogger: Logger = {
  info: (message) => console.info(`[api] ${message}`),
  warn: (message) => console.warn(`[api] ${message}`),
  error: (message, error) =>
    error === undefined ? console.error(`[api] ${message}`) : console.error(`[api] ${message}`, error),
};

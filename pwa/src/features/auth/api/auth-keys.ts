/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  /** A password link's state; the token is part of the key only in memory (the query is never kept). */
  passwordLink: (token: string) => [...authKeys.all, 'password-link', token] as const,
};

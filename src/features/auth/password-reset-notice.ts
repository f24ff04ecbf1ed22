// After a reset on /forgotPassword the app goes to /login (§4 "success returns to login") with
// the account name in the history entry's state: the login page confirms the reset and fills
// the account in. History state, not a query parameter: the name stays out of the URL (logs,
// shared links) and the /login route (src/routes) keeps its search schema.

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by the forgot-password page after a successful reset. */
    passwordReset?: { username: string }
  }
}

export type PasswordResetNotice = { username: string }

/** The state to navigate to /login with after a reset of `username`'s password. */
export function passwordResetState(username: string): { passwordReset: PasswordResetNotice } {
  return { passwordReset: { username } }
}

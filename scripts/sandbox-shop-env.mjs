// The environment of a built shop that a test, the bench or Lighthouse starts on this machine.

/**
 * A production-mode server on 127.0.0.1:`port`, keeping its SQLite file and mail folder in `dataDir`,
 * taking payments in the test-mode sandbox. A developer's own Stripe keys, database and mail server stay
 * out, so a run never charges a card, writes to their database or mails anyone. `extra` comes last.
 */
export function sandboxShopEnv({ port, dataDir, extra = {} }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS_TEST_MODE: 'true',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    DATABASE_URL: '',
    SMTP_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

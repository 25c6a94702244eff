/**
 * `npm run user:create -- --email ada@example.com --role admin [--name "Ada"] [--password ...]`
 * Creates a staff or admin account, or resets an existing one. Without --password (or USER_PASSWORD)
 * it prints and e-mails a single-use link to choose the password; no password is ever printed.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/src/config/env';
import { createContainer } from '../api/src/container';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', default: 'staff' },
    name: { type: 'string' },
    password: { type: 'string' },
  },
});

const email = values.email?.trim();
const role = values.role;
const password = values.password ?? process.env.USER_PASSWORD;
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || (role !== 'staff' && role !== 'admin')) {
  console.error('Usage: npm run user:create -- --email person@example.com --role staff|admin [--name "Name"] [--password "at least 10 characters"]');
  process.exit(2);
}
if (password !== undefined && password.length < 10) {
  console.error('The password must be at least 10 characters.');
  process.exit(2);
}

const container = await createContainer(loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }));
try {
  const { user, link } = await container.auth.provisionStaff({ email, role, name: values.name, password });
  await container.notifier.drain();
  console.log(`${user.role} account ready: ${user.email} (id ${user.id})`);
  if (link) console.log(`Choose the password here (single use, 72 hours; also sent by e-mail):\n${link}`);
  else console.log('Password set; any earlier sessions of this account were signed out.');
} finally {
  await container.close();
}

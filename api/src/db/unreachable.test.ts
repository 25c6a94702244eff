import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './unreachable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const named = (name: string, message: string) => Object.assign(new Error(message), { name });

/** Which failures mean "the database is away or silent" (503, try again) and which are faults (500). */
describe('isDatabaseUnreachable', () => {
  it.each([
    ['nothing listening', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a connection cut', withCode('ECONNRESET')],
    ['a host that cannot be reached', withCode('EHOSTUNREACH')],
    ['a name that does not resolve', withCode('ENOTFOUND')],
    ['PostgreSQL shutting down (admin_shutdown)', withCode('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting (cannot_connect_now)', withCode('57P03', 'the database system is starting up')],
    ['a connection failure (class 08)', withCode('08006')],
    ['statement_timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['too many connections', withCode('53300')],
    ["the pool's acquire timeout", named('KnexTimeoutError', 'Knex: Timeout acquiring a connection. The pool is probably full.')],
    ["pg's query_timeout", new Error('Query read timeout')],
    ["pg's connect timeout", new Error('timeout expired')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['every address refused', Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { message: '' })],
    ['a wrapper naming its cause', new Error('could not load the order', { cause: withCode('ECONNRESET') })],
  ])('%s: unreachable', (_case, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a missing table', withCode('42P01', 'relation "orders" does not exist')],
    ['a syntax error', withCode('42601')],
    ['SQLite busy (its own 503)', withCode('SQLITE_BUSY')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a message that only mentions a refusal', new Error('connect ECONNREFUSED 127.0.0.1:5432')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: not unreachable', (_case, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});

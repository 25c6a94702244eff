// The baseline for `npm run bench`: the same read and insert as the shop's hot routes, through a bare
// node:http server with the same driver (better-sqlite3), pragmas and prepared statements — no
// framework, no validation. The shop is measured as a fraction of this.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Database from 'better-sqlite3';

const [file, port] = [process.argv[2], Number(process.argv[3])];
const db = new Database(file);
for (const pragma of ['journal_mode = WAL', 'synchronous = FULL', 'foreign_keys = ON', 'busy_timeout = 5000']) db.pragma(pragma);

const byCode = db.prepare(`select o.id as order_id, o.request_code, o.order_number, o.customer_name, o.email, o.birthdate,
  o.is_paid, o.confirmed_at, o.horoscope_subscription, o.created_at, r.question, r.gender_preference, r.soulmate_trait,
  r.sketch_url, r.sketch_alt, r.reading_notes, r.reading_completed
  from orders o left join readings r on r.order_id = o.id where o.request_code = ?`);
const insertOrder = db.prepare(`insert into orders (request_code, order_number, product_id, customer_name, email, birthdate,
  price_cents, currency, is_paid, questions_completed, horoscope_subscription, created_at, updated_at)
  values (?, ?, 2, ?, ?, ?, 0, 'USD', 0, 1, 0, ?, ?) returning id`);
const insertReading = db.prepare(`insert into readings (order_id, gender_preference, soulmate_trait, question, reading_completed, due_at, created_at, updated_at)
  values (?, ?, ?, ?, 0, ?, ?, ?)`);
const insertMail = db.prepare(`insert into notification_outbox (kind, to_address, subject, text_body, html_body, status, attempts, next_attempt_at, order_id, created_at)
  values ('confirm-request', ?, 'Confirm', ?, ?, 'pending', 0, ?, ?, ?)`);
const createRequest = db.transaction((input, now) => {
  const code = `REQ-${randomBytes(14).toString('hex').toUpperCase()}`;
  const { id } = insertOrder.get(code, `MSR-${randomBytes(6).toString("hex")}`, input.name, input.email, input.birthdate, now, now);
  insertReading.run(id, input.gender_preference, input.soulmate_trait, input.question, now, now, now);
  insertMail.run(input.email, `Confirm: ${code}`, `<p>Confirm: ${code}</p>`, now, id, now);
  return code;
});

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url.startsWith('/api/readings/by-code/')) {
    const row = byCode.get(decodeURIComponent(req.url.slice('/api/readings/by-code/'.length)));
    return row ? send(res, 200, row) : send(res, 404, { error: 'not found' });
  }
  if (req.method === 'POST' && req.url === '/api/free-soulmate') {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const code = createRequest(JSON.parse(body), new Date().toISOString());
      send(res, 201, { order: { requestCode: code } });
    });
    return;
  }
  send(res, 404, { error: 'not found' });
});
// Port 0: the system picks a free one, sent to the bench, which measures this process and no other.
server.listen(port, '127.0.0.1', () => process.send?.({ port: server.address().port }));

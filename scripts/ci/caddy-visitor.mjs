#!/usr/bin/env node
// One visitor of the https profile, run by compose-stack.mjs in a container of its own on the
// compose `edge` network, so Caddy sees it at an address of its own: sends enquiries over HTTPS
// through Caddy (trusting Caddy's internal root only), each with a forged X-Forwarded-For, and
// prints its address and the statuses as JSON.
//   node caddy-visitor.mjs <enquiries> <name>   (SITE_URL: the https:// site, CA_FILE: Caddy's root)
import { request } from 'node:https';
import { networkInterfaces } from 'node:os';
import { readFileSync } from 'node:fs';

const [count = '1', name = 'visitor'] = process.argv.slice(2);
const site = new URL(/** @type {string} */ (process.env.SITE_URL));
const ca = readFileSync(/** @type {string} */ (process.env.CA_FILE));

/** @param {number} n */
function enquire(n) {
  const body = JSON.stringify({
    firstName: 'Visitor',
    lastName: name,
    email: `${name.toLowerCase()}-${n}@example.nz`,
    inquiryType: 'general',
    message: `Enquiry ${n} from visitor ${name} through Caddy.`,
  });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        // Caddy by its compose name; the certificate and the Host are the site's.
        host: 'caddy',
        port: 443,
        servername: site.hostname,
        ca,
        method: 'POST',
        path: '/api/inquiries',
        headers: {
          host: site.host,
          origin: site.origin,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': `198.51.100.${n + 1}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const statuses = [];
for (let n = 0; n < Number(count); n++) statuses.push(await enquire(n));
const address = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
console.log(JSON.stringify({ name, address, statuses }));

// Part of `npm run bench` with BENCH_HTTP2=1: nginx in front of the mock server, with TLS (a
// self-signed certificate made here) and HTTP/2, as a site deployed with TLS serves the app. Over
// HTTP/1.1 a browser fetches six files at a time from one host; over HTTP/2 all of a page's files
// share one connection. Everything is kept in .bench/http2 (ignored by git).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { URL } from 'node:url';

import { findNginx } from '../tests/tools/nginx.ts';

/** Whether `url` answers (the certificate is our own, so it is not checked). */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = https.get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

function config({ folder, port, upstream }: { folder: string; port: number; upstream: string }) {
  const file = (name: string) => path.join(folder, name);
  // Started by root, nginx runs its workers as nobody, who could not write the files here.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `daemon off;
${user}worker_processes 1;
pid ${file('nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${file('body')};
  proxy_temp_path ${file('proxy')};
  fastcgi_temp_path ${file('fastcgi')};
  uwsgi_temp_path ${file('uwsgi')};
  scgi_temp_path ${file('scgi')};
  upstream mock { server ${upstream}; keepalive 16; }
  server {
    # "listen … http2" is what nginx before 1.25.1 understands; later ones accept it with a warning.
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${file('cert.pem')};
    ssl_certificate_key ${file('key.pem')};
    location / {
      proxy_pass http://mock;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }
}
`;
}

/** Starts the proxy to `target` (http://127.0.0.1:port) on `port`; its https base and stop(). */
export async function startHttp2Proxy(
  root: string,
  target: string,
  port: number,
): Promise<{ base: string; stop: () => void }> {
  const nginx = findNginx();
  if ('problem' in nginx) throw new Error(nginx.problem);
  const folder = path.join(root, '.bench', 'http2');
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      path.join(folder, 'key.pem'),
      '-out',
      path.join(folder, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  if (made.status !== 0) throw new Error('openssl could not make a certificate');
  const upstream = new URL(target).host;
  fs.writeFileSync(path.join(folder, 'nginx.conf'), config({ folder, port, upstream }));
  const child = spawn(nginx.path, ['-p', folder, '-c', path.join(folder, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `https://127.0.0.1:${port}`;
  for (let waited = 0; waited < 15_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (await answers(`${base}/version.json`)) return { base, stop: () => child.kill('SIGTERM') };
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error('nginx did not answer within 15 s');
}

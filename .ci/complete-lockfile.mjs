#!/usr/bin/env node
// @ts-check
// Run once when `npm ci` fails with "Missing: @unrs/resolver-binding-<platform>@ from lock file".
// The registry this project installs from serves only the Linux builds of unrs-resolver's optional
// platform packages, so `npm install` leaves the others out of package-lock.json, and `npm ci` then
// refuses the lock. This adds an entry (version, os, cpu, libc) for each missing one: npm skips them
// on Linux by those fields without downloading them. `npm install` keeps the entries afterwards.
//   node .ci/complete-lockfile.mjs && npm ci
import console from 'node:console';
import fs from 'node:fs';
import process from 'node:process';

const LOCK = 'package-lock.json';
const PARENT = 'node_modules/unrs-resolver';
const PREFIX = '@unrs/resolver-binding-';

/**
 * Platform suffix → [os, cpu, libc?], as in each package's own package.json.
 * @type {Record<string, [os: string, cpu: string, libc?: string] | undefined>}
 */
const PLATFORMS = {
  'android-arm-eabi': ['android', 'arm'],
  'android-arm64': ['android', 'arm64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'freebsd-x64': ['freebsd', 'x64'],
  'linux-arm-gnueabihf': ['linux', 'arm', 'glibc'],
  'linux-arm-musleabihf': ['linux', 'arm', 'musl'],
  'linux-arm64-gnu': ['linux', 'arm64', 'glibc'],
  'linux-arm64-musl': ['linux', 'arm64', 'musl'],
  'linux-loong64-gnu': ['linux', 'loong64', 'glibc'],
  'linux-loong64-musl': ['linux', 'loong64', 'musl'],
  'linux-ppc64-gnu': ['linux', 'ppc64', 'glibc'],
  'linux-riscv64-gnu': ['linux', 'riscv64', 'glibc'],
  'linux-riscv64-musl': ['linux', 'riscv64', 'musl'],
  'linux-s390x-gnu': ['linux', 's390x', 'glibc'],
  'linux-x64-gnu': ['linux', 'x64', 'glibc'],
  'linux-x64-musl': ['linux', 'x64', 'musl'],
  'openharmony-arm64': ['openharmony', 'arm64'],
  'win32-arm64-msvc': ['win32', 'arm64'],
  'win32-ia32-msvc': ['win32', 'ia32'],
  'win32-x64-msvc': ['win32', 'x64'],
};

const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const parent = lock.packages?.[PARENT];
if (!parent) {
  console.log(`${PARENT} is not in ${LOCK}: nothing to do`);
  process.exit(0);
}

const added = [];
for (const [name, version] of Object.entries(parent.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key] || !name.startsWith(PREFIX)) continue;
  const platform = PLATFORMS[name.slice(PREFIX.length)];
  if (!platform) {
    console.error(`unknown platform package ${name}: add it to PLATFORMS`);
    process.exit(1);
  }
  const [os, cpu, libc] = platform;
  lock.packages[key] = {
    version,
    cpu: [cpu],
    dev: parent.dev === true ? true : undefined,
    ...(libc ? { libc: [libc] } : {}),
    license: 'MIT',
    optional: true,
    os: [os],
  };
  added.push(name);
}

if (added.length === 0) {
  console.log(`${LOCK} already lists every platform package of unrs-resolver`);
} else {
  // npm keeps `packages` sorted by path.
  // The first entry is the project itself ("").
  const [project, ...rest] = Object.entries(lock.packages);
  rest.sort(([a], [b]) => a.localeCompare(b, 'en'));
  lock.packages = Object.fromEntries(project ? [project, ...rest] : rest);
  fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`added ${added.length} entries to ${LOCK}: ${added.join(', ')}`);
}

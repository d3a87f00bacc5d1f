/**
 * The checks of `npm test` that read the code without running it — `npm run typecheck`, `lint`
 * and `format:check` — started together: each is one process that uses one core, and on a 2-core
 * machine run one after another they left a core idle for two minutes. Each one's output is
 * printed whole when it ends, with its time; the step fails when any of them fails.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const SCRIPTS = ['typecheck', 'lint', 'format:check'] as const;

interface Outcome {
  script: string;
  code: number | null;
  output: string;
  seconds: number;
}

function run(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const end = (code: number | null) =>
      resolve({ script, code, output, seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => {
      output += `${error.message}\n`;
      end(1);
    });
    child.on('close', end);
  });
}

const outcomes = await Promise.all(
  SCRIPTS.map((script) =>
    run(script).then((outcome) => {
      const verdict = outcome.code === 0 ? 'passed' : `FAILED (exit code ${outcome.code})`;
      console.info(`\n> npm run ${script}: ${verdict} in ${outcome.seconds.toFixed(0)} s`);
      if (outcome.output.trim()) console.info(outcome.output.trimEnd());
      return outcome;
    }),
  ),
);
if (outcomes.some((outcome) => outcome.code !== 0)) process.exit(1);

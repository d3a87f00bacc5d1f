/**
 * A function of the first-screen script: `inSteps(steps, then)` calls each of `steps` in a task
 * of its own (a timer each, so that input, rendering and the app's scripts run between them), then
 * `then`. A step that throws is skipped: what it prepares is only done sooner, the app does it
 * again when it needs it. The warm-ups (intl-warmup.ts, font-warmup.ts) run their work through it.
 */
export function stepsFunction(): string {
  return `function inSteps(steps, then) {
    var next = 0;
    function step() {
      if (next === steps.length) { then(); return; }
      try { steps[next](); } catch (e) {}
      next++;
      setTimeout(step, 0);
    }
    step();
  }`;
}

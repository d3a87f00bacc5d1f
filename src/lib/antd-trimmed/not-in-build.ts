/**
 * The error an antd feature removed from production builds throws where it would have rendered:
 * the page fails at once, in the end-to-end tests on the build, instead of losing the feature
 * silently. The lint rules in eslint.config.js name the same features.
 */
export function notInBuild(feature: string): Error {
  return new Error(
    `antd's ${feature} is left out of production builds (build/antd-trims.ts); ` +
      'to use it, remove its trim there and its lint rule in eslint.config.js.',
  );
}

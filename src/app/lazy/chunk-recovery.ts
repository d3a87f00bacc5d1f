import { VERSION_FILE } from '@/config/constants';
import { env } from '@/config/env';

/** sessionStorage flag: this tab already reloaded once to pick up a new deployment. */
export const CHUNK_RELOAD_FLAG = 'TRADING__CHUNK_RELOADED';

export interface ChunkRecoveryInput {
  /** `buildId` of /version.json, or undefined when it could not be read. */
  deployedBuildId: string | undefined;
  currentBuildId: string;
  alreadyReloaded: boolean;
}

/**
 * After a chunk failed to load: reload only when a newer build is deployed (the old chunk names are gone)
 * and this tab has not reloaded for that reason yet; otherwise show the retry panel.
 */
export function decideChunkRecovery(input: ChunkRecoveryInput): 'reload' | 'panel' {
  if (input.alreadyReloaded) return 'panel';
  if (!input.deployedBuildId) return 'panel';
  return input.deployedBuildId === input.currentBuildId ? 'panel' : 'reload';
}

async function fetchDeployedBuildId(): Promise<string | undefined> {
  try {
    const response = await fetch(`/${VERSION_FILE}`, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'buildId' in body) {
      const { buildId } = body;
      return typeof buildId === 'string' && buildId ? buildId : undefined;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

/** Whether the server answers (its /version.json): the network is back, whatever a chunk did. */
export async function serverAnswers(): Promise<boolean> {
  return (await fetchDeployedBuildId()) !== undefined;
}

function readReloadFlag(): boolean {
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_FLAG) !== null;
  } catch {
    // Unreadable storage: never risk a reload loop.
    return true;
  }
}

function writeReloadFlag(buildId: string): boolean {
  try {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, buildId);
    return true;
  } catch {
    return false;
  }
}

let pending: Promise<boolean> | undefined;

/**
 * Checks /version.json and reloads the page once per tab session when a new build is deployed.
 * Resolves true when a reload was started. Concurrent failures share one check.
 */
export function recoverFromChunkError(
  reload: () => void = () => window.location.reload(),
): Promise<boolean> {
  pending ??= (async () => {
    try {
      const deployedBuildId = await fetchDeployedBuildId();
      const decision = decideChunkRecovery({
        deployedBuildId,
        currentBuildId: env.buildId,
        alreadyReloaded: readReloadFlag(),
      });
      // Without the flag stored, a reload could repeat forever.
      if (decision !== 'reload' || !deployedBuildId || !writeReloadFlag(deployedBuildId)) {
        return false;
      }
      reload();
      return true;
    } finally {
      pending = undefined;
    }
  })();
  return pending;
}

let listening = false;

/**
 * Vite fires `vite:preloadError` when a chunk's CSS or JS dependency fails. The import that needed it
 * then rejects and the lazy page shows its panel; this listener covers imports outside the route table
 * (e.g. a locale catalogue) by checking for a new deployment.
 */
export function listenForPreloadErrors(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('vite:preloadError', () => {
    void recoverFromChunkError();
  });
}

import { API_PREFIX } from '@/contract/http';
import { ReferenceApi } from '@/contract/reference/paths';
import { isBizError } from '@/lib/request';

import { getCountryPage } from './api';

/** What the probe learnt: the back end answered (with its business code), or could not be reached. */
export type Probe =
  { reachable: true; ms: number; code: number } | { reachable: false; ms: number; error: unknown };

/** The call the probe makes, as /test shows it. */
export const PROBE_CALL = `GET ${API_PREFIX}${ReferenceApi.countryListAll}`;

/**
 * One small public call (the first country) without a token: any envelope is an answer of the back
 * end, whatever its code; no usable reply means the back end cannot be reached from here.
 */
export async function probeBackEnd(): Promise<Probe> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    await getCountryPage(
      { current: 1, size: 1 },
      { noToken: true, skipErrorToast: true, skipLoginRedirect: true },
    );
    return { reachable: true, ms: ms(), code: 200 };
  } catch (error) {
    if (isBizError(error)) return { reachable: true, ms: ms(), code: error.code };
    return { reachable: false, ms: ms(), error };
  }
}

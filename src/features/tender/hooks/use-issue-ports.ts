import { useRequest } from '@/hooks/use-request';
import { searchPorts, type Port } from '@/lib/reference';

/** A port known only by its code (the look-up failed): shown as the code. */
const bare = (code: string): Port => ({
  code,
  name: code,
  nameEn: code,
  countryCode: '',
  region: '',
});

async function portOf(code: string): Promise<Port> {
  const found = await searchPorts({ keyword: code, size: 5 }, { skipErrorToast: true });
  return found.records.find((port) => port.code === code) ?? bare(code);
}

/**
 * The two ports of the form (UN/LOCODEs) with their names, for the review. Until they arrive, or
 * if the look-up fails, the codes stand in for the names.
 */
export function useIssuePorts(pol: string, pod: string): { pol: Port; pod: Port } {
  const { data } = useRequest(() => Promise.all([portOf(pol), portOf(pod)]), {
    refreshDeps: [pol, pod],
    onError: () => undefined,
  });
  return {
    pol: data?.[0]?.code === pol ? data[0] : bare(pol),
    pod: data?.[1]?.code === pod ? data[1] : bare(pod),
  };
}

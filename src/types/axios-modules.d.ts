// axios's modules, which its package exports under `unsafe/` without types of their own: the
// request client is built from them rather than from axios's entry (src/lib/request/client.ts).

declare module 'axios/unsafe/adapters/fetch.js' {
  import type { AxiosAdapter } from 'axios';

  const fetchAdapter: AxiosAdapter;
  export default fetchAdapter;
}

declare module 'axios/unsafe/core/Axios.js' {
  import { Axios } from 'axios';

  export default Axios;
}

declare module 'axios/unsafe/core/AxiosError.js' {
  import { AxiosError } from 'axios';

  export default AxiosError;
}

declare module 'axios/unsafe/core/mergeConfig.js' {
  import type { AxiosRequestConfig } from 'axios';

  export default function mergeConfig(
    defaults: AxiosRequestConfig,
    config: AxiosRequestConfig,
  ): AxiosRequestConfig;
}

declare module 'axios/unsafe/defaults/index.js' {
  import type { AxiosRequestConfig } from 'axios';

  const defaults: AxiosRequestConfig;
  export default defaults;
}

declare module 'axios/unsafe/core/buildFullPath.js' {
  export default function buildFullPath(
    baseURL: string | undefined,
    requestedURL: string | undefined,
    allowAbsoluteUrls?: boolean,
  ): string;
}

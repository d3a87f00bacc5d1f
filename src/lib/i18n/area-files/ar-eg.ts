import type { AreaLoaders, AreaModule } from '../area-loaders';

// The locale's area files, each its own chunk; the mock panel's only in builds with the mock.
const files: AreaLoaders =
  import.meta.env.VITE_ENABLE_MOCK === 'true'
    ? import.meta.glob<AreaModule>('/src/**/texts/**/ar-EG.ts')
    : import.meta.glob<AreaModule>(['/src/**/texts/**/ar-EG.ts', '!**/mock-panel/**']);
export default files;

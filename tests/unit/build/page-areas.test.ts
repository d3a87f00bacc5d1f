import { pageAreas } from '../../../build/page-areas';

type Transform = (
  this: { addWatchFile: (file: string) => void },
  code: string,
  id: string,
) => unknown;

/** The route table as the build sees it after the page-areas plugin. */
function transformed(code: string, id = '/work/src/app/routes.tsx'): string | null {
  const transform = pageAreas().transform as Transform;
  const watched: string[] = [];
  return transform.call({ addWatchFile: (file) => watched.push(file) }, code, id) as string | null;
}

describe('the page-areas build plugin', () => {
  it("gives pageAt the areas listed beside the page, in the page's order", () => {
    expect(transformed("pageAt(() => import('@/pages/business/tender-issue'))")).toBe(
      "pageAt(() => import('@/pages/business/tender-issue'), ['trade', 'forms', 'tender-issue', 'hs-code', 'upload'])",
    );
  });

  it('gives a page without areas.ts none', () => {
    expect(transformed("pageAt(() => import('@/pages/not-found'))")).toBe(
      "pageAt(() => import('@/pages/not-found'), [])",
    );
  });

  it('leaves every other module alone', () => {
    expect(transformed("pageAt(() => import('@/pages/home'))", '/work/src/app/app.tsx')).toBeNull();
  });
});

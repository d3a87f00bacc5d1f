import { findNginx } from '../../tools/nginx';

describe('findNginx', () => {
  const machine = (files: string[], pathVariable = '/usr/local/bin:/usr/bin') => ({
    pathVariable,
    isExecutable: (file: string) => files.includes(file),
  });

  it("takes Debian's nginx first, then the one on PATH", () => {
    expect(findNginx(machine(['/usr/sbin/nginx', '/usr/bin/nginx']))).toEqual({
      path: '/usr/sbin/nginx',
    });
    expect(findNginx(machine(['/usr/bin/nginx']))).toEqual({ path: '/usr/bin/nginx' });
  });

  it('says in one line how to install it when there is none', () => {
    const found = findNginx(machine([]));
    expect(found).toEqual({
      problem: expect.stringMatching(/^nginx not found.*apt-get install nginx/),
    });
    expect('problem' in found && found.problem).not.toContain('\n');
  });
});

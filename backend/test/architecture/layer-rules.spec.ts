import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const depcruise = join(root, 'node_modules', '.bin', 'depcruise');

/** Runs the project's dependency-cruiser rules on a throwaway tree of the same shape (as `npm run test:arch` does). */
function cruise(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-arch-'));
  try {
    writeFileSync(join(dir, 'package.json'), '{}');
    mkdirSync(join(dir, 'backend'), { recursive: true });
    writeFileSync(
      join(dir, 'backend', 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext' } }),
    );
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    const dirs = ['backend/src', 'contracts/src', 'frontend/src'].filter((d) =>
      Object.keys(files).some((path) => path.startsWith(`${d}/`)),
    );
    const res = spawnSync(depcruise, [...dirs, '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'err'], {
      cwd: dir,
      encoding: 'utf8',
    });
    return { code: res.status, output: `${res.stdout}${res.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('architecture rules (dependency-cruiser)', () => {
  it('pass on a tree that follows them', () => {
    const res = cruise({
      'backend/src/modules/a/domain/thing.ts': "import { randomUUID } from 'node:crypto';\nexport const id = randomUUID;\n",
      'backend/src/modules/a/application/use-thing.ts': "import { id } from '../domain/thing';\nexport const use = id;\n",
      'backend/src/modules/a/infrastructure/adapter.ts': "import { use } from '../application/use-thing';\nexport const adapter = use;\n",
      'backend/src/modules/b/application/other.ts': "import { use } from '../../a/application/use-thing';\nexport const other = use;\n",
      'backend/src/modules/a/infrastructure/controller.ts': "import { ROUTES } from '@atelier/contracts';\nexport const c = ROUTES;\n",
      'contracts/src/me.ts':
        "import { z } from 'zod';\nimport { PATHS } from './paths';\nexport const Me = z.object({ path: z.literal(PATHS.me) });\n",
      'contracts/src/paths.ts': "export const PATHS = { me: '/api/me' } as const;\n",
      'frontend/src/lib/api.ts': "import type { Me } from '@atelier/contracts';\nexport type User = Me;\n",
    });
    expect(res.output).not.toContain('error');
    expect(res.code).toBe(0);
  });

  it('fail, naming each broken rule', () => {
    const res = cruise({
      'backend/src/modules/a/domain/framework.ts': "import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n",
      'backend/src/modules/a/domain/io.ts': "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
      'backend/src/modules/a/application/uses-adapter.ts':
        "import { adapter } from '../infrastructure/adapter';\nexport const u = adapter;\n",
      'backend/src/modules/a/infrastructure/adapter.ts': 'export const adapter = 1;\n',
      'backend/src/modules/b/infrastructure/peeks.ts':
        "import { adapter } from '../../a/infrastructure/adapter';\nexport const p = adapter;\n",
      'backend/src/platform/leaks.ts': "import { u } from '../modules/a/application/uses-adapter';\nexport const l = u;\n",
      'backend/src/modules/a/domain/contract.ts':
        "import { MAX_RESUME_NAME_LENGTH } from '@atelier/contracts';\nexport const m = MAX_RESUME_NAME_LENGTH;\n",
      'contracts/src/framework.ts': "import { Injectable } from '@nestjs/common';\nexport const i = Injectable;\n",
      'contracts/src/io.ts': "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
      'contracts/src/server.ts': "import { l } from '../../backend/src/platform/leaks';\nexport const s = l;\n",
      'frontend/src/lib/api.ts':
        "import { adapter } from '../../../backend/src/modules/a/infrastructure/adapter';\nexport const a = adapter;\n",
    });
    expect(res.code).not.toBe(0);
    for (const rule of [
      'domain-is-pure',
      'domain-no-io',
      'application-not-infrastructure',
      'modules-talk-through-application',
      'platform-not-modules',
      'domain-not-contract',
      'contracts-only-zod',
      'frontend-not-backend',
    ]) {
      expect(res.output).toContain(rule);
    }
  });
});

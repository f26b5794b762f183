// @vitest-environment node
import { durationTable, STAGES } from '../../tools/test-stages';

describe('npm test stages', () => {
  it('waits only on stages it has, and every stage can start', () => {
    const names = STAGES.map((stage) => stage.name);
    const started = new Set<string>();
    let progress = true;
    while (progress) {
      progress = false;
      for (const stage of STAGES) {
        if (started.has(stage.name) || !stage.after.every((name) => started.has(name))) continue;
        started.add(stage.name);
        progress = true;
      }
    }
    expect(STAGES.flatMap((stage) => stage.after).filter((name) => !names.includes(name))).toEqual(
      [],
    );
    expect([...started].sort()).toEqual([...names].sort());
  });

  it('runs every suite: type check, lint, unit, build, dist checks, both browser projects, size', () => {
    const commands = STAGES.map((stage) => stage.command).join('\n');
    for (const part of [
      'typecheck',
      'lint',
      'build',
      '--project unit',
      'check-dist',
      '--project dist',
      '--project e2e',
      '--project engines',
      'size.ts',
    ])
      expect(commands).toContain(part);
  });

  it('prints each stage with when it started and how long it took', () => {
    const table = durationTable(
      [
        { name: 'unit', outcome: 'passed', startedAt: 1000, seconds: 185.4 },
        { name: 'size', outcome: 'skipped', startedAt: 0, seconds: 0 },
        { name: 'lint', outcome: 'passed', startedAt: 60_500, seconds: 59.6 },
      ],
      1000,
      605,
    );
    expect(table.split('\n')).toEqual([
      '| stage | result | started at | took |',
      '|---|---|---|---|',
      '| unit | passed | 0:00 | 3:05 |',
      '| size | skipped |  |  |',
      '| lint | passed | 1:00 | 1:00 |',
      '| **npm test** | failed | | **10:05** |',
    ]);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { ReliabilityFigure } from './reliability';

const README = path.resolve(import.meta.dirname, '../../docs/quality.md');

/**
 * Prints the reliability figures the tests recorded, one table per project (`unit`, `e2e`). With
 * UPDATE_README=1 it also writes each table into docs/quality.md's Reliability section, so the docs
 * show figures the run printed, never typed by hand.
 */
export default class ReliabilityReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, ReliabilityFigure[]>();
    for (const module of modules) {
      const figures = byProject.get(module.project.name) ?? [];
      for (const test of module.children.allTests()) {
        if (test.result().state !== 'passed') continue;
        figures.push(...(test.meta().reliability ?? []));
      }
      byProject.set(module.project.name, figures);
    }
    for (const [project, figures] of byProject) {
      if (figures.length === 0) continue;
      const table = tableOf(figures);
      console.info(`\nReliability figures of this run (${project}):\n${table}\n`);
      if (process.env.UPDATE_README === '1') writeTable(project, table);
    }
  }
}

function tableOf(figures: ReliabilityFigure[]): string {
  const merged = new Map<string, ReliabilityFigure>();
  for (const figure of figures) {
    const key = `${figure.group}\u0000${figure.label}\u0000${figure.unit}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, value: seen.value + figure.value } : { ...figure });
  }
  const rows = [...merged.values()].sort(
    (a, b) => a.group.localeCompare(b.group) || a.label.localeCompare(b.label),
  );
  return [
    '| area | what | figure |',
    '|---|---|---|',
    ...rows.map((f) => `| ${f.group} | ${f.label} | ${f.value.toLocaleString('en')} ${f.unit} |`),
  ].join('\n');
}

function writeTable(project: string, table: string): void {
  const readme = readFileSync(README, 'utf8');
  const marker = new RegExp(
    `(<!-- reliability:${project} -->\\n)[\\s\\S]*?(<!-- /reliability:${project} -->)`,
  );
  writeFileSync(
    README,
    readme.replace(marker, (_whole, open: string, close: string) => `${open}${table}\n${close}`),
  );
}

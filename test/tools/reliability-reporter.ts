import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { ReliabilityFigure } from './reliability';

const README = path.resolve(import.meta.dirname, '../../docs/quality.md');

/**
 * Prints the reliability figures the tests recorded, as a table. With
 * UPDATE_README=1 it also writes the table into docs/quality.md's Reliability
 * section, so the docs show figures the run printed, never typed by hand.
 */
export default class ReliabilityReporter implements Reporter {
  private readonly figures: ReliabilityFigure[] = [];

  constructor(private readonly options: { suite?: string } = {}) {}

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        if (test.result().state !== 'passed') continue;
        this.figures.push(...(test.meta().reliability ?? []));
      }
    }
    if (this.figures.length === 0) return;
    const merged = new Map<string, ReliabilityFigure>();
    for (const figure of this.figures) {
      const key = `${figure.group}\u0000${figure.label}\u0000${figure.unit}`;
      const seen = merged.get(key);
      merged.set(key, seen ? { ...seen, value: seen.value + figure.value } : { ...figure });
    }
    const rows = [...merged.values()].sort(
      (a, b) => a.group.localeCompare(b.group) || a.label.localeCompare(b.label),
    );
    const table = [
      '| area | what | figure |',
      '|---|---|---|',
      ...rows.map((f) => `| ${f.group} | ${f.label} | ${f.value.toLocaleString('en')} ${f.unit} |`),
    ].join('\n');
    console.info(`\nReliability figures of this run:\n${table}\n`);
    if (process.env.UPDATE_README === '1') {
      const readme = readFileSync(README, 'utf8');
      const suite = this.options.suite ?? 'unit';
      const marker = new RegExp(
        `(<!-- reliability:${suite} -->\\n)[\\s\\S]*?(<!-- /reliability:${suite} -->)`,
      );
      const updated = readme.replace(
        marker,
        (_whole, open: string, close: string) => `${open}${table}\n${close}`,
      );
      writeFileSync(README, updated);
    }
  }
}
